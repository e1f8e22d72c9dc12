/**
 * The relative links of the repo's Markdown and the headings they point at, as GitHub renders
 * them: docs.test.ts holds every link of README.md and docs/ to a file that exists and, when it
 * names one, a heading of that file. A split or renamed section otherwise leaves dead links that
 * nothing notices.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters, digits, `-` and `_` kept), spaces as `-`. */
export function headingSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** The lines of a Markdown text outside fenced code blocks. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** The anchors of a Markdown text's headings, a repeated heading numbered as GitHub numbers it (`-1`, `-2`). */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const slug = headingSlug(match[1]!);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The link targets of a Markdown text (inline links, outside code), absolute URLs left out. */
export function relativeLinks(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of proseLines(markdown)) {
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]!;
      if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) targets.push(target);
    }
  }
  return targets;
}

/** What is wrong with each relative link of the Markdown file at `file` (none: every one resolves). */
export function brokenLinks(file: string): string[] {
  const problems: string[] = [];
  for (const target of relativeLinks(readFileSync(file, 'utf8'))) {
    const [path = '', anchor] = target.split('#');
    const linked = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(linked)) {
      problems.push(`${target}: no such file`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (statSync(linked).isDirectory() || !linked.endsWith('.md')) {
      problems.push(`${target}: an anchor on a file that is not Markdown`);
      continue;
    }
    if (!headingAnchors(readFileSync(linked, 'utf8')).has(decodeURIComponent(anchor).toLowerCase()))
      problems.push(`${target}: no heading with that anchor`);
  }
  return problems;
}
