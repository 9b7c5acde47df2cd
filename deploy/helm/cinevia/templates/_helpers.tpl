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

{{/* Where the services find NATS: the chart's own cluster (as its one user) when it runs one, else external.natsUrl. */}}
{{- define "cinevia.natsUrl" -}}
{{- if .Values.nats.enabled -}}
{{- $auth := .Values.nats.config.merge.authorization -}}
{{- printf "nats://%s:%s@%s-nats:4222" $auth.user (required "nats.config.merge.authorization.password is required" $auth.password | urlquery) .Release.Name -}}
{{- else -}}
{{- required "external.natsUrl is required when nats.enabled is false" .Values.external.natsUrl -}}
{{- end -}}
{{- end -}}

{{- define "cinevia.mongoUrl" -}}
{{- if .Values.mongodb.enabled -}}
{{- $hosts := list -}}
{{- range $i := until (int .Values.mongodb.replicaCount) -}}
{{- $hosts = append $hosts (printf "%s-mongodb-%d.%s-mongodb-headless:27017" $.Release.Name $i $.Release.Name) -}}
{{- end -}}
{{- printf "mongodb://root:%s@%s/?replicaSet=%s&authSource=admin" (required "mongodb.auth.rootPassword is required" .Values.mongodb.auth.rootPassword | urlquery) (join "," $hosts) .Values.mongodb.replicaSetName -}}
{{- else -}}
{{- required "external.mongoUrl (or MONGO_URL in secrets.existingSecret) is required" .Values.external.mongoUrl -}}
{{- end -}}
{{- end -}}

{{- define "cinevia.redisUrl" -}}
{{- if .Values.redis.enabled -}}
{{- printf "redis://:%s@%s-redis-master:6379" (required "redis.auth.password is required" .Values.redis.auth.password | urlquery) .Release.Name -}}
{{- else -}}
{{- required "external.redisUrl (or REDIS_URL in secrets.existingSecret) is required" .Values.external.redisUrl -}}
{{- end -}}
{{- end -}}

{{- define "cinevia.image" -}}
{{- printf "%s/%s:%s" .root.Values.image.repository .component (.root.Values.image.tag | default .root.Chart.AppVersion) -}}
{{- end -}}
