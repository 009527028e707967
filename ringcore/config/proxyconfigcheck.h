#pragma once

#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ringcore {

class ConfigFormat;

/// What the real proxy said about a section: `nginx -t` or `haproxy -c` run on a private copy.
struct ProxyCheckResult
{
    bool ran = false;        ///< the proxy's binary was found and ran to its end
    bool accepted = false;   ///< the proxy accepts the section
    QString program;         ///< path of the binary that checked it
    QString command;         ///< "nginx -t" / "haproxy -c"
    QString version;         ///< "nginx/1.22.1", "HAProxy 2.6.12"
    QStringList errors;      ///< the proxy's own error lines, its file:line turned into the user's line
    QStringList warnings;    ///< the proxy's warnings, and errors that depend on this machine (DNS)
    QString skipped;         ///< why no check ran (no binary, a format without a binary), translated

    /// One sentence for a report: "Checked with nginx -t (nginx/1.22.1): accepted." / "… refused: …".
    QString summary() const;
};

/// Checks one section of a config with the proxy itself, when its binary is installed:
/// the section (an nginx upstream block; a HAProxy backend/listen section with the `defaults`
/// lines it inherits) is copied into a minimal private config in a temporary directory, and
/// `nginx -t -p TMP -c TMP/nginx.conf` / `haproxy -c -f TMP/haproxy.cfg` run on it. Nothing
/// outside the temporary directory is read or written (no include is followed, no log or pid
/// file of the system is opened, no `bind` line is kept). Blocking (up to 10 s): call it from
/// a worker thread.
///
/// An address the proxy cannot resolve on this machine is a warning, not an error: production
/// hosts resolve names this machine may not.
class ProxyConfigCheck
{
    Q_DECLARE_TR_FUNCTIONS(ProxyConfigCheck) // the context lupdate writes into translations/*.ts
public:
    /// `binary` empty: the system's check program (ConfigFormat::checkProgram) on PATH, then
    /// /usr/sbin, /usr/local/sbin.
    static ProxyCheckResult check(const ProxyConfig &config, const QString &binary = QString());

    /// A config RingLab's reader refused (at `line`): the section around that line is checked
    /// with the proxy all the same, so the user learns whether the proxy refuses it too.
    /// `format` empty: detected from the text and file name. *section: the section's name.
    static ProxyCheckResult checkRefused(const QString &text, const QString &fileName, const QString &format, int line,
                                         QString *section = nullptr);

    /// The private config for a section, one original line number (0 = added) per line of it.
    /// Empty with *error when the section cannot be cut out of the text.
    static QString privateConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap, QString *error);
    /// The binary that checks configs of `system` (a ConfigFormat's name; empty when not
    /// installed or the system has no check).
    static QString findBinary(const QString &system);

private:
    /// Reads the check program's output into r's errors and warnings (and accepts a refusal that
    /// only names hosts this machine cannot resolve).
    static void readOutput(const ConfigFormat &system, const QString &output, bool exitedOk, int exitCode,
                           const QString &file, const QList<int> &lineMap, ProxyCheckResult *r);
};

} // namespace ringcore
