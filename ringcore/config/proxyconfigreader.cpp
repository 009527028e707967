#include "ringcore/config/proxyconfigreader.h"

#include "ringcore/config/configformat.h"

#include <QCoreApplication>
#include "ringcore/core/filereader.h"

#include <yaml-cpp/yaml.h>

#include <QFile>
#include <QRegularExpression>

namespace ringcore {

QString ProxyConfigReader::detect(const QString &text, const QString &fileName)
{
    const ConfigFormat *system = ConfigFormatRegistry::detect(text, fileName);
    return system ? system->name() : QString();
}

bool ProxyConfigReader::read(const QString &text, const QString &fileName, const ConfigReadOptions &options,
                             ProxyConfig *config, ConfigError *error, QList<ProxyConfig> *all)
{
    const QString format = options.format.isEmpty() ? detect(text, fileName) : options.format;
    const ConfigFormat *system = ConfigFormatRegistry::find(format);
    if (!system) {
        QStringList what;
        for (const ConfigFormat *s : ConfigFormatRegistry::all())
            what.append(s->readsWhat());
        *error = {0, tr("not a config RingLab can read: expected %1").arg(ConfigFormatRegistry::joinOr(what))};
        return false;
    }
    QList<ProxyConfig> sections;
    bool ok = false;
    // A safety net for the YAML readers: a yaml-cpp exception from a node of an unexpected type
    // (a scalar where a map was expected, …) is a refusal naming the line, never std::terminate.
    try {
        ok = system->read(text, options, &sections, error);
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
    const ConfigFormat *system = ConfigFormatRegistry::find(config.system);
    if (!system) {
        PatchedConfig out;
        out.error = tr("unknown config format");
        return out;
    }
    try {
        return system->apply(config, change);
    } catch (const YAML::Exception &e) { // see read()
        PatchedConfig out;
        out.error = tr("unexpected YAML structure: %1").arg(QString::fromStdString(e.msg));
        return out;
    }
}

bool ProxyConfigReader::readBack(const ProxyConfig &original, const QString &text, ProxyConfig *config,
                                 ConfigError *error)
{
    ConfigReadOptions options;
    options.format = original.system;
    options.section = original.sectionName;
    options.hosts = int(original.servers.size());
    return read(text, original.fileName, options, config, error);
}

} // namespace ringcore
