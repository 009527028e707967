#pragma once

#include <QCoreApplication>
#include "ringcore/core/range.h"
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QString>

namespace ringcore {

/// How to read a config file: which format (or detect it), which section, how many hosts.
struct ConfigReadOptions
{
    QString format;    ///< a ConfigFormat's name; empty: detect from the name and the text
    QString section;   ///< the section's name; empty: pick one
    int hosts = 100;   ///< hosts assumed behind a config that names none (ConfigFormat::listsServers)

    /// The allowed range of `hosts`, inclusive (ringlab-cli advise --hosts, the Advisor page).
    static constexpr Range kHosts{1, 100000};
};

/// Front door to the registered readers (ConfigFormatRegistry): detects the format, reads every
/// section and picks the one to advise on (the named one, else the first that hashes
/// consistently, else the first).
class ProxyConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(ProxyConfigReader) // the context lupdate writes into translations/*.ts
public:
    /// The format of `text`: a ConfigFormat's name, empty when no reader recognises it.
    /// `fileName` may be empty.
    static QString detect(const QString &text, const QString &fileName);

    /// Reads `text`; on success *config is the chosen section and *all (if given) every section.
    static bool read(const QString &text, const QString &fileName, const ConfigReadOptions &options,
                     ProxyConfig *config, ConfigError *error, QList<ProxyConfig> *all = nullptr);

    /// The largest config file read: real ones are a few hundred KB; beyond this the parse would
    /// take minutes and gigabytes.
    static constexpr qint64 kMaxFileBytes = 16LL * 1024 * 1024;

    /// Reads a file (UTF-8). An unreadable file is an error naming the path; only a regular file
    /// of at most kMaxFileBytes is read (never a FIFO, a device or a folder).
    static bool readFile(const QString &path, const ConfigReadOptions &options, ProxyConfig *config,
                         ConfigError *error, QList<ProxyConfig> *all = nullptr);

    /// Applies a change with the reader of config.system.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// Reads a patched text back the way `original` was read (same format, same section name).
    static bool readBack(const ProxyConfig &original, const QString &text, ProxyConfig *config, ConfigError *error);
};

} // namespace ringcore
