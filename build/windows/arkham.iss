; Inno Setup script: a per-user installer for the Windows one-folder bundle (dist\arkham).
; Build on Windows after PyInstaller:  iscc /DAppVersion=0.1.0 build\windows\arkham.iss
#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif

[Setup]
AppId={{6C1E0A52-7F0B-4B1D-9E7A-3A2D51E1A926}
AppName=Arkham Horror
AppVersion={#AppVersion}
AppPublisher=Arkham Horror digital edition team
DefaultDirName={localappdata}\Programs\Arkham Horror
DefaultGroupName=Arkham Horror
PrivilegesRequired=lowest
OutputDir=..\..\dist
OutputBaseFilename=ArkhamHorror-{#AppVersion}-win64-setup
SetupIconFile=..\out\arkham.ico
UninstallDisplayIcon={app}\arkham.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible

[Tasks]
Name: "desktopicon"; Description: "Create a desktop shortcut"; GroupDescription: "Shortcuts:"

[Files]
Source: "..\..\dist\arkham\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Arkham Horror"; Filename: "{app}\arkham.exe"
Name: "{userdesktop}\Arkham Horror"; Filename: "{app}\arkham.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\arkham.exe"; Description: "Play Arkham Horror now"; Flags: nowait postinstall skipifsilent
; Saves and settings live in %LOCALAPPDATA%\ArkhamHorror and survive an uninstall.
