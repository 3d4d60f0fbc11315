#!/usr/bin/env bash
# Pack the Linux one-folder bundle (dist/arkham) as a .tar.xz and a .deb in dist/.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=$(python3 -c "import re;print(re.search(r'__version__ = \"(.+)\"', open('arkham/__init__.py').read())[1])")
ARCH=$(uname -m)
BUNDLE=dist/arkham
[ -x "$BUNDLE/arkham" ] || { echo "no bundle at $BUNDLE: run pyinstaller first" >&2; exit 1; }
NAME="ArkhamHorror-$VERSION-linux-$ARCH"

# The tarball: the bundle, a desktop entry and the icon, unpack-and-run.
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/$NAME"
cp -a "$BUNDLE" "$STAGE/$NAME/arkham"
cp build/out/arkham.png "$STAGE/$NAME/arkham.png"
sed "s|@EXEC@|arkham/arkham|; s|@ICON@|arkham|" build/linux/arkham.desktop.in > "$STAGE/$NAME/arkham.desktop"
tar -C "$STAGE" -cJf "dist/$NAME.tar.xz" "$NAME"

# The .deb: /opt/arkham-horror, a launcher in /usr/bin, the desktop entry and the icon.
DEB="$STAGE/deb"
mkdir -p "$DEB/DEBIAN" "$DEB/opt" "$DEB/usr/bin" "$DEB/usr/share/applications" \
         "$DEB/usr/share/icons/hicolor/256x256/apps"
cp -a "$BUNDLE" "$DEB/opt/arkham-horror"
ln -s /opt/arkham-horror/arkham "$DEB/usr/bin/arkham-horror"
sed "s|@EXEC@|/opt/arkham-horror/arkham|; s|@ICON@|arkham-horror|" build/linux/arkham.desktop.in \
    > "$DEB/usr/share/applications/arkham-horror.desktop"
cp build/out/arkham.png "$DEB/usr/share/icons/hicolor/256x256/apps/arkham-horror.png"
DEB_ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
SIZE=$(du -sk "$DEB/opt" | cut -f1)
cat > "$DEB/DEBIAN/control" <<CONTROL
Package: arkham-horror
Version: $VERSION
Section: games
Priority: optional
Architecture: $DEB_ARCH
Installed-Size: $SIZE
Maintainer: Arkham Horror digital edition team <noreply@example.invalid>
Description: Arkham Horror (2nd edition rules) for the desktop
 One to eight investigators at one computer, passing the mouse, with every rule
 of the board game enforced.
CONTROL
dpkg-deb --root-owner-group --build "$DEB" "dist/${NAME}.deb" >/dev/null
ls -l "dist/$NAME.tar.xz" "dist/$NAME.deb"
