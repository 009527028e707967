#include "ringcore/config/proxyconfigreader.h"

#include "ringcore/config/envoyconfigreader.h"
#include "ringcore/config/haproxyconfigreader.h"
#include "ringcore/config/istioconfigreader.h"
#include "ringcore/config/nginxconfigreader.h"

#include <QCoreApplication>
#include "ringcore/core/filereader.h"

#include <yaml-cpp/yaml.h>

#include <QFile>
#include <QRegularExpression>

namespace ringcore {

namespace {

} // namespace

ProxyKind ProxyConfigReader::detect(const QString &text, const QString &fileName)
{
    static const QRegularExpression istio(QStringLiteral("^\\s*kind:\\s*[\"']?DestinationRule"),
                                          QRegularExpression::MultilineOption);
    static const QRegularExpression envoy(QStringLiteral("^\\s*-?\\s*(lb_policy|load_assignment|static_resources|clusters)\\s*:"),
                                          QRegularExpression::MultilineOption);
    static const QRegularExpression haproxy(QStringLiteral("^\\s*(backend|listen|defaults|frontend|global)(\\s|$)"),
                                            QRegularExpression::MultilineOption);
    static const QRegularExpression nginx(QStringLiteral("\\bupstream\\s+\\S+\\s*\\{"));
    const QString lower = fileName.toLower();
    const bool yamlName = lower.endsWith(QLatin1String(".yaml")) || lower.endsWith(QLatin1String(".yml"))
        || lower.endsWith(QLatin1String(".json"));
    if (istio.match(text).hasMatch())
        return ProxyKind::Istio;
    if (envoy.match(text).hasMatch() || yamlName)
        return ProxyKind::Envoy;
    if (nginx.match(text).hasMatch())
        return ProxyKind::Nginx;
    if (haproxy.match(text).hasMatch() || lower.endsWith(QLatin1String(".cfg")))
        return ProxyKind::HAProxy;
    return ProxyKind::Unknown;
}

bool ProxyConfigReader::read(const QString &text, const QString &fileName, const ConfigReadOptions &options,
                             ProxyConfig *config, ConfigError *error, QList<ProxyConfig> *all)
{
    const ProxyKind kind = options.kind == ProxyKind::Unknown ? detect(text, fileName) : options.kind;
    QList<ProxyConfig> sections;
    bool ok = false;
    // A safety net for the YAML readers: a yaml-cpp exception from a node of an unexpected type
    // (a scalar where a map was expected, …) is a refusal naming the line, never std::terminate.
    try {
    switch (kind) {
    case ProxyKind::Nginx:
        ok = NginxConfigReader::read(text, &sections, error);
        break;
    case ProxyKind::HAProxy:
        ok = HaproxyConfigReader::read(text, &sections, error);
        break;
    case ProxyKind::Envoy:
        ok = EnvoyConfigReader::read(text, &sections, error);
        break;
    case ProxyKind::Istio:
        ok = IstioConfigReader::read(text, options.istioHosts, &sections, error);
        break;
    case ProxyKind::Unknown:
        *error = {0, tr("not a config RingLab can read: expected an nginx upstream block, a HAProxy "
                        "backend/listen section, an Envoy cluster (YAML) or an Istio DestinationRule")};
        return false;
    }
    } catch (const YAML::Exception &e) {
        *error = {e.mark.line >= 0 ? e.mark.line + 1 : 0,
                  tr("unexpected YAML structure: %1").arg(QString::fromStdString(e.msg))};
        return false;
    }
    if (!ok)
        return false;
    int chosen = -1;
    QStringList names;
    for (int i = 0; i < sections.size(); ++i) {
        sections[i].fileName = fileName;
        names.append(sections.at(i).sectionName);
        if (!options.section.isEmpty() && sections.at(i).sectionName == options.section && chosen < 0)
            chosen = i;
    }
    if (!options.section.isEmpty() && chosen < 0) {
        *error = {0, tr("section \"%1\" not found; the file has: %2").arg(options.section, names.join(QStringLiteral(", ")))};
        return false;
    }
    for (int i = 0; chosen < 0 && i < sections.size(); ++i)
        if (sections.at(i).consistent)
            chosen = i;
    if (chosen < 0)
        chosen = 0;
    *config = sections.at(chosen);
    if (sections.size() > 1) {
        names.removeAt(chosen);
        config->notes.append(tr("the file has other sections, not advised on: %1")
                                 .arg(names.join(QStringLiteral(", "))));
    }
    if (all)
        *all = sections;
    return true;
}

bool ProxyConfigReader::readFile(const QString &path, const ConfigReadOptions &options, ProxyConfig *config,
                                 ConfigError *error, QList<ProxyConfig> *all)
{
    QByteArray bytes;
    QString why;
    if (!FileReader::readAll(path, &bytes, &why, kMaxFileBytes)) {
        *error = {0, why};
        return false;
    }
    return read(QString::fromUtf8(bytes), path, options, config, error, all);
}

PatchedConfig ProxyConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    try {
    switch (config.kind) {
    case ProxyKind::Nginx:
        return NginxConfigReader::apply(config, change);
    case ProxyKind::HAProxy:
        return HaproxyConfigReader::apply(config, change);
    case ProxyKind::Envoy:
        return EnvoyConfigReader::apply(config, change);
    case ProxyKind::Istio:
        return IstioConfigReader::apply(config, change);
    case ProxyKind::Unknown:
        break;
    }
    } catch (const YAML::Exception &e) { // see read()
        PatchedConfig out;
        out.error = tr("unexpected YAML structure: %1").arg(QString::fromStdString(e.msg));
        return out;
    }
    PatchedConfig out;
    out.error = tr("unknown config format");
    return out;
}

bool ProxyConfigReader::readBack(const ProxyConfig &original, const QString &text, ProxyConfig *config,
                                 ConfigError *error)
{
    ConfigReadOptions options;
    options.kind = original.kind;
    options.section = original.sectionName;
    options.istioHosts = int(original.servers.size());
    return read(text, original.fileName, options, config, error);
}

} // namespace ringcore
