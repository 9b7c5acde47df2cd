# Sourced by setup.sh and the image scripts (run from the repository's root): the Go programs pinned
# in scripts/tools, each module's go.mod naming the version, built when that version or the flags move.

# module_version DIR MODULE: the version of MODULE that scripts/tools/DIR/go.mod requires.
module_version() { awk -v module="$2" 'NF > 1 && $(NF - 1) == module { print $NF }' "scripts/tools/$1/go.mod"; }

# go_program DIR MODULE PACKAGE OUT [LDFLAGS]: builds PACKAGE of the module in scripts/tools/DIR into OUT,
# static and stripped, unless OUT.stamp says it was built from the same pinned version of MODULE with
# the same flags. Says what it builds on stderr.
go_program() {
  local dir=$1 module=$2 package=$3 out=$4 ldflags="-s -w ${5:-}" version stamp
  version=$(module_version "$dir" "$module")
  stamp="$version $ldflags"
  [ -x "$out" ] && [ "$(cat "$out.stamp" 2>/dev/null)" = "$stamp" ] && return 0
  echo "building $(basename "$out") $version into $(dirname "$out")" >&2
  mkdir -p "$(dirname "$out")"
  (cd "scripts/tools/$dir" && CGO_ENABLED=0 go build -trimpath -ldflags="$ldflags" -o "$OLDPWD/$out" "$package")
  echo "$stamp" >"$out.stamp"
}
