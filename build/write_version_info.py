"""Write the Windows version resource for the bundle: ``python build/write_version_info.py OUT``."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from arkham import __version__  # noqa: E402

TEMPLATE = """VSVersionInfo(
  ffi=FixedFileInfo(filevers={t}, prodvers={t}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'The Arkham Horror digital edition team'),
      StringStruct('FileDescription', 'Arkham Horror (2nd edition rules) for the desktop'),
      StringStruct('FileVersion', '{v}'),
      StringStruct('InternalName', 'arkham'),
      StringStruct('OriginalFilename', 'arkham.exe'),
      StringStruct('ProductName', 'Arkham Horror'),
      StringStruct('ProductVersion', '{v}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def main(out: Path) -> None:
    parts = [int(p) for p in __version__.split(".")[:3]] + [0]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(TEMPLATE.format(t=tuple(parts[:4]), v=__version__), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("build/out/version_info.txt"))
