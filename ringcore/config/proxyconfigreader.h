#pragma once

#include <QCoreApplication>
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QString>

namespace ringcore {

/// How to read a config file: which format (or detect it), which section, how many Istio pods.
struct ConfigReadOptions
{
    ProxyKind kind = ProxyKind::Unknown; ///< Unknown: detect from the name and the text
    QString section;                     ///< upstream/backend/cluster/rule name; empty: pick one
    int istioHosts = 100;                ///< pods assumed behind an Istio DestinationRule
};

/// Front door to the per-proxy readers: detects the format, reads every section and picks the
/// one to advise on (the named one, else the first that hashes consistently, else the first).
class ProxyConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(ProxyConfigReader) // the context lupdate writes into translations/*.ts
public:
    /// The format of `text` (Unknown when nothing matches). `fileName` may be empty.
    static ProxyKind detect(const QString &text, const QString &fileName);

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

    /// Applies a change with the reader of config.kind.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// Reads a patched text back the way `original` was read (same format, same section name).
    static bool readBack(const ProxyConfig &original, const QString &text, ProxyConfig *config, ConfigError *error);
};

} // namespace ringcore
