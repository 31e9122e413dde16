#!/bin/sh
# Add the built app (dist/Evergreen) to the desktop menu of the current user.
# Usage: install.sh [APP_DIR]   (default: the folder this script is in when it holds the app,
# as in the release's .tar.gz; else dist/Evergreen next to this repo)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
default=$here/../../dist/Evergreen
[ -x "$here/Evergreen" ] && default=$here
app=$(cd "${1:-$default}" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
mkdir -p "$data/applications"
sed "s|^Exec=.*|Exec=\"$app/Evergreen\"|" "$here/evergreen.desktop" > "$data/applications/evergreen.desktop"
cp -R "$app/share/icons/." "$data/icons/"
command -v update-desktop-database >/dev/null && update-desktop-database "$data/applications" || true
echo "Evergreen is in the applications menu (icon and launcher under $data)."
