package main

import (
	"fmt"
	"strings"
)

// readmeText is the short README.txt of a desktop archive, in English and
// French: what the game is, how to start and remove it, where its saves
// live on that system.
func readmeText(platform, version string) []byte {
	var start, remove, saves, demarrer, retirer, sauvegardes string
	switch platform {
	case "linux":
		start = `Start it: run ./nilegames in this folder. It needs OpenGL and X11
(Debian/Ubuntu: apt-get install libgl1 libx11-6 libxcursor1 libxi6
libxinerama1 libxrandr2 libxxf86vm1). To add it to your desktop's menu,
copy nilegames.desktop to ~/.local/share/applications/ (edit its Exec
line to this folder's nilegames) and icons/hicolor to
~/.local/share/icons/. On Debian and Ubuntu the .deb package does this
for you.`
		remove = `Remove it: delete this folder (and the menu entry and icons if you
copied them).`
		saves = `~/.config/nilegames/ (or $XDG_CONFIG_HOME/nilegames/)`
		demarrer = `Lancer le jeu : ./nilegames dans ce dossier. Il lui faut OpenGL et X11
(Debian/Ubuntu : apt-get install libgl1 libx11-6 libxcursor1 libxi6
libxinerama1 libxrandr2 libxxf86vm1). Sur Debian et Ubuntu, le paquet
.deb l'ajoute aussi au menu Jeux.`
		retirer = `Le retirer : supprimer ce dossier.`
		sauvegardes = `~/.config/nilegames/ (ou $XDG_CONFIG_HOME/nilegames/)`
	case "windows":
		start = `Start it: unzip this folder anywhere (e.g. Documents), then
double-click NileGames.exe. Windows SmartScreen may warn about an
unknown publisher the first time: choose "More info", then "Run anyway".`
		remove = `Remove it: delete this folder.`
		saves = `%AppData%\nilegames\`
		demarrer = `Lancer le jeu : décompresser ce dossier où vous voulez, puis
double-cliquer sur NileGames.exe. La première fois, SmartScreen peut
signaler un éditeur inconnu : « Informations complémentaires », puis
« Exécuter quand même ».`
		retirer = `Le retirer : supprimer ce dossier.`
		sauvegardes = `%AppData%\nilegames\`
	case "macos":
		start = `Start it: drag "Nile Games" into Applications, then open it. The app
is not notarized by Apple, so the first time macOS refuses to open it:
open System Settings > Privacy & Security, and under Security click
"Open Anyway" (up to macOS 14, Control-click the app and choose Open
also works). Later starts need nothing more.`
		remove = `Remove it: drag "Nile Games" from Applications to the Bin.`
		saves = `~/Library/Application Support/nilegames/`
		demarrer = `Lancer le jeu : glisser « Nile Games » dans Applications, puis l'ouvrir.
L'app n'est pas notarisée par Apple : la première fois, macOS refuse de
l'ouvrir. Ouvrir Réglages Système > Confidentialité et sécurité, puis,
sous Sécurité, cliquer sur « Ouvrir quand même » (jusqu'à macOS 14,
Contrôle-clic sur l'app puis Ouvrir fonctionne aussi). Ensuite, plus
rien à faire.`
		retirer = `Le retirer : glisser « Nile Games » d'Applications à la Corbeille.`
		sauvegardes = `~/Library/Application Support/nilegames/`
	default:
		panic("readmeText: unknown platform " + platform)
	}
	var b strings.Builder
	fmt.Fprintf(&b, `Nile Games %s

Five Egypt-themed board games in one app: Imhotep, Kheops, Tekhenu,
Pharaon and Egizia: Shifting Sands. Play alone against AI opponents or
the games' official solo opponents, or with friends at one screen.
French and English; no network needed.

%s

Settings and saved games: %s
Deleting that folder starts afresh (it is kept when you remove the app).

%s

---

Nile Games %s (français)

Cinq jeux de plateau sur l'Égypte dans une seule application : Imhotep,
Kheops, Tekhenu, Pharaon et Egizia: Shifting Sands. Seul contre l'IA ou
les adversaires solo officiels, ou à plusieurs devant le même écran.
Français et anglais ; aucune connexion nécessaire.

%s

Réglages et parties sauvegardées : %s
Supprimer ce dossier repart de zéro (il est gardé quand on retire l'app).

%s
`, version, start, saves, remove, version, demarrer, sauvegardes, retirer)
	return []byte(b.String())
}
