#pragma once

#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QString>
#include <QStringList>

class QRegularExpression;

namespace ringcore {

struct ConfigReadOptions;

/// One system's config as config/ knows it: detecting, reading, patching and checking it. The
/// extension point of config/: the readers' front door (ProxyConfigReader) and the check
/// (ProxyConfigCheck) ask ConfigFormatRegistry and name no system and no Advisor type. Every
/// system's Advisor part (AdvisorSystem, advisor/) is a ConfigFormat and registers itself here
/// through RINGCORE_REGISTER_ADVISOR_SYSTEM, so config/ depends on nothing above it.
class ConfigFormat
{
public:
    virtual ~ConfigFormat();

    /// Stable id: `advise --format`, the report's "format", ProxyConfig::system ("nginx").
    virtual QString name() const = 0;
    /// For sentences: "nginx", "HAProxy", "Envoy", "Istio".
    virtual QString displayName() const = 0;
    /// What a config of this system is made of, for "expected …, … or …" (translated):
    /// "an nginx upstream block".
    virtual QString readsWhat() const = 0;
    /// What one section is called in a sentence (translated): "upstream"; default "section".
    virtual QString sectionNoun() const;

    /// Detection: among the systems that recognise a text, the highest priority wins (ties:
    /// registration order). `fileName` may be empty.
    virtual int detectPriority() const = 0;
    virtual bool recognizes(const QString &text, const QString &fileName) const = 0;

    /// Reads every section of `text` (ProxyConfig::system set to name()).
    virtual bool read(const QString &text, const ConfigReadOptions &options, QList<ProxyConfig> *sections,
                      ConfigError *error) const = 0;
    /// Applies a change to the section's text.
    virtual PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change) const = 0;

    /// False when the config names no servers and ConfigReadOptions::hosts are assumed (a
    /// DestinationRule): then the hosts texts below say so.
    virtual bool listsServers() const { return true; }
    /// A config of this format that balances `servers` by consistent hashing as a user would write
    /// it, and its file name; empty when the format offers none. The first format that offers one
    /// is the Advisor figure's input when the user gives no config (`figure advisor`).
    virtual QString exampleConfig(const ServerList &servers) const
    {
        Q_UNUSED(servers);
        return {};
    }
    virtual QString exampleFileName() const { return {}; }
    /// Which configs take a host count (`--hosts applies to %1 only`), translated.
    virtual QString hostsScope() const { return {}; }
    /// The label and tool tip of the host count on the Advisor page, translated.
    virtual QString hostsLabel() const { return {}; }
    virtual QString hostsToolTip() const { return {}; }

    /// The system's own config check (`nginx -t`), if it has one: the program to look up (empty:
    /// none), the command's name for sentences, and the private config's file name.
    virtual QString checkProgram() const { return {}; }
    virtual QString checkCommand() const { return {}; }
    virtual QString checkFileName() const { return {}; }
    /// The private config checked for a section, one original line (0 = added) per line. Empty
    /// with *error when the section cannot be cut out.
    virtual QString checkConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap,
                                QString *error) const;
    /// Arguments that check `file` (in the private `dir`) without starting anything.
    virtual QStringList checkArguments(const QString &dir, const QString &file) const;
    /// One line of the check's output: true with its level ("error" or "warning") and the
    /// message, without pids or timestamps; false for a line to skip.
    virtual bool checkMessage(const QString &line, bool *isError, QString *message) const;
    /// The version for the report from `PROGRAM -v` ("nginx/1.22.1"); empty when not found.
    virtual QString checkVersion(const QString &versionOutput) const;
    /// The section a line of a text the reader refused is in (ProxyConfigCheck::checkRefused):
    /// its name and 1-based first line; false when none is found. Default: none.
    virtual bool sectionAt(const QString &text, int line, QString *name, int *sectionLine) const;

protected:
    /// The nearest line at or above `line` that `heading` matches, its first capture the name.
    static bool sectionAbove(const QString &text, int line, const QRegularExpression &heading, QString *name,
                             int *sectionLine);
};

/// Every config format RingLab reads, in one store (AdvisorSystemRegistry lists the same
/// objects, those that are AdvisorSystems).
class ConfigFormatRegistry
{
public:
    /// Takes ownership; AdvisorSystemRegistry::add calls it at start-up.
    static bool add(int order, ConfigFormat *format);
    /// In registration order (order key, then registration).
    static QList<const ConfigFormat *> all();
    static const ConfigFormat *find(const QString &name);
    /// The format whose reader recognises `text` best; null when none does.
    static const ConfigFormat *detect(const QString &text, const QString &fileName);
    /// "a, b or c" of a list (translated joiner).
    static QString joinOr(const QStringList &list);
    /// "a and b" of a list (translated joiner).
    static QString joinAnd(const QStringList &list);
};

} // namespace ringcore
