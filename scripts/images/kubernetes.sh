#!/usr/bin/env bash
# Builds a Kubernetes cluster for the chart's install test (scripts/test/helm-install.test.ts) where no
# registry answers, from what does: kind from its Go module, and a kind node image of Kubernetes built
# from the Go module proxy (scripts/tools/kubernetes, etcd, coredns). The node holds kubeadm, kubelet and
# kubectl, containerd and runc from Debian, and the control plane's images (kube-apiserver,
# kube-controller-manager, kube-scheduler, kube-proxy, etcd, CoreDNS, pause) already in its containerd,
# as kind's own node images do, under cinevia-local/: the image repository the test's kubeadm
# configuration names, so that no official name is ever given to an image built here.
# Writes .tools/kubernetes.env: KIND (the CLI), KIND_NODE_IMAGE and KUBECTL.
# Needs a Docker engine (DOCKER_HOST), Go and a C compiler (the pause program).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/images/lib.sh

tools=scripts/tools
bin=.tools/kubernetes/bin
mkdir -p "$bin"
kubernetes_version=$(module_version kubernetes k8s.io/kubernetes)
kind_version=$(module_version kind sigs.k8s.io/kind)

# go_program_in MODULE PACKAGE NAME [LDFLAGS]: the package's program of scripts/tools/MODULE as $bin/NAME.
go_program_in() { go_program "$1" "${2%%/cmd/*}" "$2" "$bin/$3" "${4:-}"; }

# Kubernetes' version is stamped in at link time (as its own build does); kubeadm reads it to choose the
# images it runs.
minor=$(echo "$kubernetes_version" | cut -d. -f2)
version_flags=""
for package in k8s.io/component-base/version k8s.io/client-go/pkg/version; do
  version_flags+="-X $package.gitVersion=$kubernetes_version -X $package.gitMajor=1 -X $package.gitMinor=$minor "
  version_flags+="-X $package.gitTreeState=clean "
done
for program in kubeadm kubelet kubectl kube-apiserver kube-controller-manager kube-scheduler kube-proxy; do
  go_program_in kubernetes "k8s.io/kubernetes/cmd/$program" "$program" "$version_flags"
done
go_program_in etcd go.etcd.io/etcd/server/v3 etcd
go_program_in coredns github.com/coredns/coredns coredns
go_program_in kind sigs.k8s.io/kind kind
kubernetes_source=$(cd $tools/kubernetes && go list -m -f '{{.Dir}}' k8s.io/kubernetes)
kind_source=$(cd $tools/kind && go mod download sigs.k8s.io/kind && go list -m -f '{{.Dir}}' sigs.k8s.io/kind)
# The sandbox every pod starts from: Kubernetes' own pause program, as its image is made.
pause_version=$(awk '$1 == "TAG" { print $3 }' "$kubernetes_source/build/pause/Makefile")
if [ "$(cat "$bin/.pause.stamp" 2>/dev/null)" != "$pause_version" ]; then
  gcc -Os -Wall -Werror -static -DVERSION="v$pause_version-cinevia" -o "$bin/pause" \
    "$kubernetes_source/build/pause/linux/pause.c"
  echo "$pause_version" >"$bin/.pause.stamp"
fi

context=$(mktemp -d)
builder=""
trap 'rm -rf "$context"; [ -z "$builder" ] || docker rm -f -v "$builder" >/dev/null' EXIT

# The control plane's images, one program each on the Debian base, tagged as kubeadm names them for the
# image repository cinevia-local (`kubeadm config images list --image-repository cinevia-local`).
images_of_kubeadm=$("$bin/kubeadm" config images list --kubernetes-version "$kubernetes_version" \
  --image-repository cinevia-local)
control_plane=()
for image in $images_of_kubeadm; do
  name=${image#cinevia-local/} && name=${name%%:*}
  program=$name packages=""
  case $name in
    coredns | pause | etcd) ;;
    kube-proxy) packages="iptables conntrack" ;;
    kube-*) ;;
    *) echo "kubernetes: kubeadm names an image this script does not build: $image" >&2 && exit 1 ;;
  esac
  inputs=$(inputs_of $here/kubernetes.Dockerfile "$image $packages $(digest "$bin/$program")")
  control_plane+=("$image")
  stale "$image" "$inputs" || continue
  mkdir -p "$context/$name"
  cp "$bin/$program" "$context/$name/"
  build "$image" $here/kubernetes.Dockerfile "$context/$name" "$inputs" "PROGRAM=$program" "PACKAGES=$packages"
done

# The node: kind's base image files (its entrypoint, systemd units, containerd configuration) from its
# module, Debian's systemd, containerd, runc and CNI plugins, Kubernetes' node programs, and the images above
# imported into its containerd (ctr import --no-unpack in a build container, then committed, as kind builds
# its node images).
node_image=cinevia-local/kind-node:$kubernetes_version
node_arguments=("KUBERNETES_VERSION=$kubernetes_version" "PAUSE_IMAGE=$(grep /pause: <<<"$images_of_kubeadm")")
node_inputs=$(inputs_of $here/kind-node.Dockerfile \
  "$kind_version ${node_arguments[*]} $(digest $here/kind-node.cni.json "$bin"/{kubeadm,kubelet,kubectl}) $(
    for image in "${control_plane[@]}"; do label_of "$image"; done
  )")
if stale "$node_image" "$node_inputs"; then
  mkdir -p "$context/node/bin"
  cp -r "$kind_source/images/base/files" "$context/node/files"
  chmod -R u+w "$context/node/files"
  cp "$bin"/{kubeadm,kubelet,kubectl} "$context/node/bin/"
  cp $here/kind-node.cni.json "$context/node/"
  build "$node_image-base" $here/kind-node.Dockerfile "$context/node" "$node_inputs" "${node_arguments[@]}"
  builder=$(docker run -d --entrypoint=sleep --security-opt seccomp=unconfined "$node_image-base" infinity)
  docker exec "$builder" bash -c 'nohup containerd >/dev/null 2>&1 &'
  for _ in $(seq 1 100); do docker exec "$builder" ctr info >/dev/null 2>&1 && break || sleep 0.1; done
  for image in "${control_plane[@]}"; do
    docker save "$image" | docker exec -i "$builder" ctr --namespace=k8s.io images import \
      --label=io.cri-containerd.pinned=pinned --all-platforms --no-unpack --digests - >/dev/null
  done
  docker exec "$builder" pkill containerd
  docker commit --change 'ENTRYPOINT [ "/usr/local/bin/entrypoint", "/sbin/init" ]' \
    --change "LABEL cinevia.inputs=$node_inputs" "$builder" "$node_image" >/dev/null
  docker rm -f -v "$builder" >/dev/null && builder=""
  docker image rm "$node_image-base" >/dev/null
fi

cat >.tools/kubernetes.env <<VARIABLES
KIND=$PWD/$bin/kind
KUBECTL=$PWD/$bin/kubectl
KIND_NODE_IMAGE=$node_image
VARIABLES
