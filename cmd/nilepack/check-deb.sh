#!/usr/bin/env bash
# Installs a release .deb on a clean Debian 12 (a debootstrap chroot), starts
# the app under Xvfb, saves a screenshot of what it shows, purges the package
# and lists every file the install left behind. As root, on Debian/Ubuntu:
#
#	bash cmd/nilepack/check-deb.sh build/dist/nilegames_V_amd64.deb [SHOT.png]
#
# It needs debootstrap, xvfb and imagemagick (it installs them) and the
# network to Debian's mirror. The chroot stays in /tmp/nilegames-chroot for
# the next run (delete it for a fresh one).
set -euo pipefail

deb="$(realpath "$1")"
shot="$(realpath -m "${2:-build/dist/deb-menu.png}")"
root=/tmp/nilegames-chroot
display=:77

[[ "$(id -u)" = 0 ]] || { echo "check-deb.sh: run as root (chroot, apt-get)" >&2; exit 1; }
need=()
for t in debootstrap:debootstrap Xvfb:xvfb import:imagemagick; do
	command -v "${t%%:*}" >/dev/null || need+=("${t#*:}")
done
if ((${#need[@]})); then
	apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${need[@]}"
fi
if [[ ! -x "$root/usr/bin/apt-get" ]]; then
	debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian
fi

cleanup() {
	pkill -x nilegames || true
	if [[ -n "${xvfb:-}" ]]; then kill "$xvfb" 2>/dev/null || true; fi
	umount "$root/tmp/.X11-unix" 2>/dev/null || true
	umount "$root/proc" 2>/dev/null || true
}
trap cleanup EXIT
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
mkdir -p "$root/tmp/.X11-unix"
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp &
xvfb=$!
sleep 2
mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"

cp "$deb" "$root/root/nilegames.deb"
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root DEBIAN_FRONTEND=noninteractive bash -c "$1"; }
files='find / -xdev -type f -not -path "/var/*" -not -path "/tmp/*" -not -path "/root/*" -not -path "/home/*" -not -path "/proc/*" | sort'
in_root "apt-get update -qq && apt-get purge -y -qq nilegames >/dev/null 2>&1; apt-get autoremove --purge -y -qq >/dev/null; $files > /root/before.txt"
echo "== apt-get install ./nilegames.deb"
in_root "apt-get install -y -q /root/nilegames.deb | tail -n 3"
in_root "dpkg -L nilegames"
echo "== nilegames -version; nilegames under Xvfb"
chroot "$root" env -i HOME=/home/player PATH=/usr/bin:/bin:/usr/games DISPLAY="$display" \
	bash -c 'mkdir -p /home/player && nilegames -version && exec nilegames' &
sleep 15
import -display "$display" -window root "$shot"
echo "screenshot: $shot"
pkill -x nilegames || true
sleep 1
echo "== apt-get purge nilegames, then autoremove"
in_root "apt-get purge -y -q nilegames | tail -n 1; apt-get autoremove --purge -y -q | tail -n 1; $files > /root/after.txt"
if left="$(in_root 'diff /root/before.txt /root/after.txt')"; then
	echo "uninstall: every installed file removed (outside /home, /root, /tmp, /var)"
else
	echo "uninstall left files behind:"; echo "$left"; exit 1
fi
