#!/usr/bin/env bash
# Regenerates the home-page hero video and its poster (public/media/hero.*).
# Not part of the build: the generated files are committed. Needs ffmpeg (libvpx-vp9, libx264, libwebp).
# The motion is periodic in P seconds, so the clip loops seamlessly.
set -euo pipefail
cd "$(dirname "$0")/../public/media"
P=8
U="st(0,(sin(X/70+2*PI*T/$P)+sin(Y/55-2*PI*T/$P)+sin((X+Y)/95+4*PI*T/$P)+3)/6)"
V="st(1,pow(max(0,sin(X/48-2*PI*T/$P)*cos(Y/40+2*PI*T/$P)),2))"
W="st(2,pow(max(0,sin((X-Y)/80+2*PI*T/$P+1.3)*sin(Y/60+1)),3))"
PRE="$U;$V;$W"
R="$PRE;11+ld(0)*50+ld(1)*10+ld(2)*190"
G="$PRE;31+ld(0)*25+ld(1)*80+ld(2)*60"
B="$PRE;68+ld(0)*100+ld(1)*45+ld(2)*0"
ffmpeg -y -hide_banner -loglevel error -f lavfi -i "color=c=black:s=480x270:r=24:d=$P,format=rgb24" \
  -vf "geq=r='$R':g='$G':b='$B',gblur=sigma=6,scale=960:540:flags=bicubic,vignette=PI/5,format=yuv420p" \
  -c:v libvpx-vp9 -b:v 0 -crf 34 -row-mt 1 -an hero.webm
ffmpeg -y -hide_banner -loglevel error -i hero.webm -c:v libx264 -preset slow -crf 27 -pix_fmt yuv420p -movflags +faststart -an hero.mp4
ffmpeg -y -hide_banner -loglevel error -i hero.webm -frames:v 1 -c:v libwebp -quality 70 hero-poster.webp
