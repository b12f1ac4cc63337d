#!/bin/sh
# Rebuilds public/fonts/noto-sans-kannada-regular.woff2, the Kannada fallback font.
# Phones that have Noto Sans Kannada use their own copy (`local()` comes first in the
# @font-face); the rest download this subset: the Kannada block, joiners, digits and ₹.
# Needs Debian's fonts-noto-core, fonttools and python3-brotli.
set -eu
pyftsubset /usr/share/fonts/truetype/noto/NotoSansKannada-Regular.ttf \
  --unicodes="U+0C80-0CFF,U+200C-200D,U+25CC,U+0020-002F,U+0030-0039,U+20B9" \
  --layout-features='*' --flavor=woff2 \
  --output-file="$(dirname "$0")/../public/fonts/noto-sans-kannada-regular.woff2"
