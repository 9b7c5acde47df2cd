{{/* The release's prefix for every object: <release>-cinevia, or the release alone when it says cinevia. */}}
{{- define "cinevia.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 50 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 50 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "cinevia.labels" -}}
app.kubernetes.io/part-of: cinevia
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* A component's selector labels; `.component` is identity, catalogue, ... or gateway. */}}
{{- define "cinevia.selector" -}}
app.kubernetes.io/name: {{ .component }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
{{- end -}}

{{- define "cinevia.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "cinevia.fullname" .)) -}}
{{- end -}}

{{/*
  Each process signs in to NATS, MongoDB and Redis as its own user, with its own rights (docs/security.md,
  "Each process its own rights"): these make its URLs, which the Secret the chart makes holds as
  <PROCESS>_NATS_URL, <SERVICE>_MONGO_URL and <PROCESS>_REDIS_URL.
*/}}

{{/* The processes with a Redis user (proto's infrastructure-rights): identity and the gateway. */}}
{{- define "cinevia.redisUsers" -}}identity gateway{{- end -}}

{{/* `url` with `user` and `password` in it: `seeds` of a comma-separated list each (NATS), else the one URL. */}}
{{- define "cinevia.signedIn" -}}
{{- $credentials := printf "${1}%s:%s@" (urlquery .user) (urlquery .password) -}}
{{- $urls := ternary (splitList "," .url) (list .url) (.seeds | default false) -}}
{{- $signed := list -}}
{{- range $urls }}{{ $signed = append $signed (regexReplaceAll "^([a-z+]+://)" (trim .) $credentials) }}{{ end -}}
{{- join "," $signed -}}
{{- end -}}

{{/* A process's NATS URL: the chart's own NATS when it runs one, else external.natsUrl. */}}
{{- define "cinevia.natsUrl" -}}
{{- $root := .root -}}
{{- $password := required (printf "secrets.natsPasswords.%s is required (npm run -s secrets prints it)" .process) (get $root.Values.secrets.natsPasswords .process) -}}
{{- $url := ternary (printf "nats://%s-nats:4222" $root.Release.Name) $root.Values.external.natsUrl $root.Values.nats.enabled -}}
{{- include "cinevia.signedIn" (dict "url" (required "external.natsUrl is required when nats.enabled is false" $url) "user" .process "password" $password "seeds" true) -}}
{{- end -}}

{{/* A service's MongoDB URL, as its own user of its own database: Bitnami's MongoDB when the chart runs it, else external.mongoUrl. */}}
{{- define "cinevia.mongoUrl" -}}
{{- $root := .root -}}
{{- $database := printf "cinevia-%s" .process -}}
{{- $url := "" -}}
{{- $password := "" -}}
{{- if $root.Values.mongodb.enabled -}}
{{- $hosts := list -}}
{{- range $i := until (int $root.Values.mongodb.replicaCount) -}}
{{- $hosts = append $hosts (printf "%s-mongodb-%d.%s-mongodb-headless:27017" $root.Release.Name $i $root.Release.Name) -}}
{{- end -}}
{{- $url = printf "mongodb://%s/?replicaSet=%s" (join "," $hosts) $root.Values.mongodb.replicaSetName -}}
{{- $auth := $root.Values.mongodb.auth -}}
{{- $passwords := $auth.passwords | default list -}}
{{- range $i, $user := $auth.usernames }}{{ if and (eq $user $.process) (lt $i (len $passwords)) }}{{ $password = index $passwords $i }}{{ end }}{{ end -}}
{{- $password = required (printf "mongodb.auth.passwords must hold %s's password (in mongodb.auth.usernames' order)" .process) $password -}}
{{- else -}}
{{- $url = required "external.mongoUrl is required when mongodb.enabled is false" $root.Values.external.mongoUrl -}}
{{- $password = required (printf "secrets.mongoPasswords.%s is required (npm run -s secrets prints it)" .process) (get $root.Values.secrets.mongoPasswords .process) -}}
{{- end -}}
{{- $separator := ternary "&" (ternary "?" "/?" (hasSuffix "/" $url)) (contains "?" $url) -}}
{{- include "cinevia.signedIn" (dict "url" (printf "%s%sauthSource=%s" $url $separator $database) "user" .process "password" $password) -}}
{{- end -}}

{{/* Identity's or the gateway's Redis URL: the chart's own Redis when it runs one (templates/redis.yaml), else external.redisUrl. */}}
{{- define "cinevia.redisUrl" -}}
{{- $root := .root -}}
{{- $password := required (printf "secrets.redisPasswords.%s is required (npm run -s secrets prints it)" .process) (get $root.Values.secrets.redisPasswords .process) -}}
{{- $url := ternary (printf "redis://%s-redis:6379" $root.Release.Name) $root.Values.external.redisUrl $root.Values.redis.enabled -}}
{{- include "cinevia.signedIn" (dict "url" (required "external.redisUrl is required when redis.enabled is false" $url) "user" .process "password" $password) -}}
{{- end -}}

{{- define "cinevia.image" -}}
{{- printf "%s/%s:%s" .root.Values.image.repository .component (.root.Values.image.tag | default .root.Chart.AppVersion) -}}
{{- end -}}
