#!/usr/bin/env bash
# Regenerates the committed demo videos and posters (needs Debian's ffmpeg and fonts-dejavu).
# The app never runs this: `npm start` uses the committed files, so it needs nothing from Debian.
set -euo pipefail
cd "$(dirname "$0")/media"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
names=$(node --import tsx -e "import('../lectures.ts').then(m => console.log(m.DEMO_LECTURES.map(l => l.file + '|' + l.name).join('\n')))")
while IFS='|' read -r file name; do
  ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "color=c=0x0f5132:s=640x360:d=12:r=24" -f lavfi -i "sine=frequency=220:duration=12:sample_rate=22050" \
    -vf "drawtext=fontfile=$font:text='$name':fontcolor=white:fontsize=28:x=(w-tw)/2:y=h/2-40,drawtext=fontfile=$font:text='%{pts\:hms}':fontcolor=0xf5c451:fontsize=24:x=(w-tw)/2:y=h/2+20,drawbox=x='mod(t*60,w)':y=h-24:w=40:h=8:color=0xf5c451:t=fill" \
    -c:v libx264 -preset veryslow -crf 32 -pix_fmt yuv420p -c:a aac -b:a 24k -ac 1 -movflags +faststart -shortest "$file.mp4"
  ffmpeg -nostdin -hide_banner -loglevel error -y -ss 1 -i "$file.mp4" -frames:v 1 -q:v 5 "$file.jpg"
done <<< "$names"
ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "color=c=0x0b3d26:s=1200x400:d=1" \
  -vf "drawtext=fontfile=$font:text='New PLO series every week':fontcolor=0xf5c451:fontsize=56:x=(w-tw)/2:y=(h-th)/2" -frames:v 1 -q:v 4 promotion-1.jpg
