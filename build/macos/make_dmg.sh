#!/usr/bin/env bash
# Pack dist/"Arkham Horror.app" (from PyInstaller's BUNDLE) into a compressed .dmg. macOS only.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(python3 -c "import re;print(re.search(r'__version__ = \"(.+)\"', open('arkham/__init__.py').read())[1])")
APP="dist/Arkham Horror.app"
[ -d "$APP" ] || { echo "no app at $APP: run pyinstaller first" >&2; exit 1; }
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname "Arkham Horror" -srcfolder "$STAGE" -ov -format UDZO \
    "dist/ArkhamHorror-$VERSION-macos-$(uname -m).dmg"
