#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/core/filewriter.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <unistd.h>

namespace ringcore {

namespace {

constexpr int kTimeoutMs = 10000;

QString quoted(const QString &path)
{
    return QLatin1Char('"') + path + QLatin1Char('"');
}

/// Offset of the first character of 1-based `line` in `text` (-1 past the end).
qsizetype lineStart(const QString &text, int line)
{
    qsizetype pos = 0;
    for (int l = 1; l < line; ++l) {
        pos = text.indexOf(QLatin1Char('\n'), pos);
        if (pos < 0)
            return -1;
        ++pos;
    }
    return pos;
}

/// The `upstream NAME { … }` block that starts on `line`, verbatim (comments and quotes skipped
/// when matching braces). Empty when it cannot be found.
QString nginxBlock(const QString &text, int line, const QString &name)
{
    const qsizetype from = lineStart(text, line);
    if (from < 0)
        return {};
    const QRegularExpression head(QStringLiteral("\\bupstream\\s+%1\\s*\\{").arg(QRegularExpression::escape(name)));
    const QRegularExpressionMatch m = head.match(text, from);
    if (!m.hasMatch())
        return {};
    int depth = 0;
    QChar quote;
    for (qsizetype i = m.capturedStart(); i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('#')) {
            while (i < text.size() && text.at(i) != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char('}') && --depth == 0) {
            return text.mid(m.capturedStart(), i + 1 - m.capturedStart());
        }
    }
    return {};
}

QString firstWord(const QString &line)
{
    const QString t = line.trimmed();
    return t.section(QRegularExpression(QStringLiteral("\\s+")), 0, 0);
}

const QSet<QString> &haproxySections()
{
    static const QSet<QString> k = {
        QStringLiteral("global"),  QStringLiteral("defaults"),    QStringLiteral("frontend"),
        QStringLiteral("backend"), QStringLiteral("listen"),      QStringLiteral("userlist"),
        QStringLiteral("peers"),   QStringLiteral("resolvers"),   QStringLiteral("mailers"),
        QStringLiteral("program"), QStringLiteral("http-errors"), QStringLiteral("ring"),
        QStringLiteral("cache"),   QStringLiteral("log-forward"), QStringLiteral("crt-store"),
        QStringLiteral("traces"),  QStringLiteral("fcgi-app")};
    return k;
}

/// Rewrites the proxy's "FILE:N" references to the user's "line M".
QString mapLines(QString message, const QString &file, const QList<int> &lineMap)
{
    const QRegularExpression ref(QRegularExpression::escape(file) + QStringLiteral(":(\\d+)"));
    QRegularExpressionMatch m;
    while ((m = ref.match(message)).hasMatch()) {
        const int line = m.captured(1).toInt();
        const int original = line >= 1 && line <= lineMap.size() ? lineMap.at(line - 1) : 0;
        message.replace(m.capturedStart(), m.capturedLength(),
                        original > 0 ? ProxyConfigCheck::tr("line %1").arg(original)
                                     : ProxyConfigCheck::tr("RingLab's wrapper"));
    }
    return message;
}

} // namespace

QString ProxyCheckResult::summary() const
{
    if (!ran)
        return skipped;
    const QString who = version.isEmpty() ? command : QStringLiteral("%1 (%2)").arg(command, version);
    if (accepted)
        return warnings.isEmpty() ? ProxyConfigCheck::tr("Checked with %1: accepted.").arg(who)
                                  : ProxyConfigCheck::tr("Checked with %1: accepted, with warnings: %2")
                                        .arg(who, warnings.join(QStringLiteral("; ")));
    return ProxyConfigCheck::tr("Checked with %1: refused: %2").arg(who, errors.join(QStringLiteral("; ")));
}

QString ProxyConfigCheck::findBinary(ProxyKind kind)
{
    QString name;
    if (kind == ProxyKind::Nginx)
        name = QStringLiteral("nginx");
    else if (kind == ProxyKind::HAProxy)
        name = QStringLiteral("haproxy");
    else
        return {};
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin")});
    return found;
}

QString ProxyConfigCheck::privateConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap, QString *error)
{
    lineMap->clear();
    QString out;
    const auto add = [&](const QString &line, int original) {
        out += line + QLatin1Char('\n');
        lineMap->append(original);
    };
    if (config.kind == ProxyKind::Nginx) {
        const QString block = nginxBlock(config.text, config.sectionLine, config.sectionName);
        if (block.isEmpty()) {
            *error = tr("upstream %1 (line %2) could not be cut out of the text").arg(config.sectionName).arg(config.sectionLine);
            return {};
        }
        add(QStringLiteral("# RingLab: upstream %1 alone, checked in a private directory").arg(config.sectionName), 0);
        if (::geteuid() == 0)
            add(QStringLiteral("user root;"), 0);
        add(QStringLiteral("pid %1;").arg(quoted(dir + QStringLiteral("/nginx.pid"))), 0);
        add(QStringLiteral("error_log stderr;"), 0);
        add(QStringLiteral("events {}"), 0);
        add(QStringLiteral("http {"), 0);
        add(QStringLiteral("access_log off;"), 0);
        for (const char *temp : {"client_body", "proxy", "fastcgi", "uwsgi", "scgi"})
            add(QStringLiteral("%1_temp_path %2;").arg(QLatin1String(temp), quoted(dir + QLatin1Char('/') + QLatin1String(temp))), 0);
        const QStringList lines = block.split(QLatin1Char('\n'));
        for (int i = 0; i < lines.size(); ++i)
            add(lines.at(i), config.sectionLine + i);
        add(QStringLiteral("}"), 0);
        return out;
    }
    if (config.kind == ProxyKind::HAProxy) {
        const QStringList lines = config.text.split(QLatin1Char('\n'));
        if (config.sectionLine < 1 || config.sectionLine > lines.size()) {
            *error = tr("section %1 (line %2) could not be cut out of the text").arg(config.sectionName).arg(config.sectionLine);
            return {};
        }
        // The last defaults section before ours: what HAProxy lets the section inherit. Only the
        // settings that decide balancing (and the timeouts, to keep the check quiet) are kept:
        // no log, errorfile or other line that would open files of this machine.
        int defaultsLine = 0;
        for (int i = 0; i < config.sectionLine - 1; ++i)
            if (firstWord(lines.at(i)) == QLatin1String("defaults"))
                defaultsLine = i + 1;
        add(QStringLiteral("# RingLab: section %1 alone, checked in a private directory").arg(config.sectionName), 0);
        add(QStringLiteral("global"), 0);
        add(QStringLiteral("defaults"), defaultsLine);
        add(QStringLiteral("    timeout connect 5s"), 0);
        add(QStringLiteral("    timeout client 30s"), 0);
        add(QStringLiteral("    timeout server 30s"), 0);
        static const QSet<QString> inherited = {QStringLiteral("mode"), QStringLiteral("balance"), QStringLiteral("hash-type"),
                                                QStringLiteral("hash-balance-factor"), QStringLiteral("timeout"),
                                                QStringLiteral("default-server")};
        for (int i = defaultsLine; defaultsLine > 0 && i < config.sectionLine - 1; ++i) {
            const QString word = firstWord(lines.at(i));
            if (haproxySections().contains(word))
                break;
            if (inherited.contains(word))
                add(lines.at(i), i + 1);
        }
        // The section itself, without what only matters to traffic (binds, logs, error pages,
        // switching rules naming sections that are not copied).
        static const QSet<QString> dropped = {QStringLiteral("bind"), QStringLiteral("log"), QStringLiteral("errorfile"),
                                              QStringLiteral("errorfiles"), QStringLiteral("use_backend"),
                                              QStringLiteral("default_backend"), QStringLiteral("stats")};
        const QString head = lines.at(config.sectionLine - 1).trimmed();
        // A `from` clause names a defaults section that is not copied.
        add(head.section(QRegularExpression(QStringLiteral("\\s+")), 0, 1), config.sectionLine);
        QString mode;
        for (int i = config.sectionLine; i < lines.size(); ++i) {
            const QString word = firstWord(lines.at(i));
            if (haproxySections().contains(word))
                break;
            if (word == QLatin1String("mode"))
                mode = lines.at(i).trimmed();
            add(dropped.contains(word) ? QStringLiteral("# (left out for the check) ") + lines.at(i).trimmed() : lines.at(i),
                i + 1);
        }
        // HAProxy refuses a config without a listener ("will not start (no listener)"): a frontend
        // in front of the section. `haproxy -c` binds nothing, so the port is never opened.
        add(QStringLiteral("frontend ringlab-check"), 0);
        if (!mode.isEmpty())
            add(QStringLiteral("    ") + mode, 0);
        add(QStringLiteral("    bind 127.0.0.1:1"), 0);
        add(QStringLiteral("    default_backend %1").arg(config.sectionName), 0);
        return out;
    }
    *error = tr("no checker for %1 configs").arg(proxyKindName(config.kind));
    return {};
}

ProxyCheckResult ProxyConfigCheck::check(const ProxyConfig &config, const QString &binary)
{
    ProxyCheckResult r;
    const bool nginx = config.kind == ProxyKind::Nginx;
    if (!nginx && config.kind != ProxyKind::HAProxy) {
        r.skipped = tr("Not checked by the proxy itself: RingLab runs only nginx and HAProxy to check configs.");
        return r;
    }
    r.command = nginx ? QStringLiteral("nginx -t") : QStringLiteral("haproxy -c");
    r.program = binary.isEmpty() ? findBinary(config.kind) : binary;
    if (r.program.isEmpty() || !QFileInfo(r.program).isExecutable()) {
        r.skipped = tr("Not checked with %1: %2 is not installed on this machine.")
                        .arg(r.command, nginx ? QStringLiteral("nginx") : QStringLiteral("haproxy"));
        return r;
    }
    QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/ringlab-check-XXXXXX"));
    if (!dir.isValid()) {
        r.skipped = tr("Not checked with %1: no private temporary directory (%2).").arg(r.command, dir.errorString());
        return r;
    }
    QList<int> lineMap;
    QString error;
    const QString text = privateConfig(config, dir.path(), &lineMap, &error);
    if (text.isEmpty()) {
        r.skipped = tr("Not checked with %1: %2.").arg(r.command, error);
        return r;
    }
    const QString file = dir.filePath(nginx ? QStringLiteral("nginx.conf") : QStringLiteral("haproxy.cfg"));
    QString why;
    if (!FileWriter::writeFile(file, text.toUtf8(), &why)) {
        r.skipped = tr("Not checked with %1: %2.").arg(r.command, why);
        return r;
    }
    const QStringList args = nginx ? QStringList{QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-p"),
                                                 dir.path() + QLatin1Char('/'), QStringLiteral("-e"), QStringLiteral("stderr"),
                                                 QStringLiteral("-c"), file}
                                   : QStringList{QStringLiteral("-c"), QStringLiteral("-f"), file};
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(r.program, args);
    if (!process.waitForStarted(kTimeoutMs)) {
        r.skipped = tr("Not checked with %1: %2 did not start (%3).").arg(r.command, r.program, process.errorString());
        return r;
    }
    if (!process.waitForFinished(kTimeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        r.skipped = tr("Not checked with %1: %2 did not finish within %3 s.").arg(r.command, r.program).arg(kTimeoutMs / 1000);
        return r;
    }
    r.ran = true;
    r.accepted = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    const QString output = QString::fromLocal8Bit(process.readAll());
    // The proxy's own lines: nginx "[emerg] 123#123: MESSAGE in FILE:N", HAProxy
    // "[ALERT] (123) : config : [FILE:N] : MESSAGE". Pids and timestamps go; the words stay.
    static const QRegularExpression nginxLine(QStringLiteral("\\[(emerg|alert|crit|error|warn)\\] (?:\\d+#\\d+: )?(.*)$"));
    static const QRegularExpression haproxyLine(QStringLiteral("^\\[(ALERT|WARNING)\\]\\s+\\(\\d+\\)\\s*:\\s*(.*)$"));
    static const QRegularExpression unresolved(QStringLiteral("host not found|could not resolve|no such host|can't resolve"),
                                               QRegularExpression::CaseInsensitiveOption);
    for (const QString &raw : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QString line = raw.trimmed();
        QRegularExpressionMatch m = (nginx ? nginxLine : haproxyLine).match(line);
        if (!m.hasMatch())
            continue;
        QString message = mapLines(m.captured(2), file, lineMap);
        if (!nginx) {
            message.remove(QRegularExpression(QStringLiteral("^config\\s*:\\s*")));
            // The summary lines add nothing to the message above them.
            if (message.startsWith(QLatin1String("Error(s) found in configuration file"))
                || message.startsWith(QLatin1String("Fatal errors found")))
                continue;
        }
        const QString level = m.captured(1).toLower();
        const bool isError = level == QLatin1String("emerg") || level == QLatin1String("alert") || level == QLatin1String("crit")
            || level == QLatin1String("error");
        if (isError && !unresolved.match(message).hasMatch())
            r.errors.append(message);
        else
            r.warnings.append(isError ? tr("%1 (a name this machine cannot resolve; not counted as an error)").arg(message)
                                      : message);
    }
    // Refused only for errors that do not depend on this machine's DNS.
    if (!r.accepted && r.errors.isEmpty()) {
        if (r.warnings.isEmpty())
            r.errors.append(output.trimmed().isEmpty() ? tr("%1 exited with code %2").arg(r.program).arg(process.exitCode())
                                                       : mapLines(output.trimmed(), file, lineMap));
        else
            r.accepted = true;
    }
    // The version, for the report ("nginx version: nginx/1.22.1", "HAProxy version 2.6.12-1…").
    QProcess version;
    version.setProcessChannelMode(QProcess::MergedChannels);
    version.start(r.program, {QStringLiteral("-v")});
    if (version.waitForFinished(kTimeoutMs)) {
        const QString v = QString::fromLocal8Bit(version.readAll());
        static const QRegularExpression nginxVersion(QStringLiteral("(nginx/[0-9.]+)"));
        static const QRegularExpression haproxyVersion(QStringLiteral("HA-?Proxy version ([0-9.]+)"));
        const QRegularExpressionMatch vm = (nginx ? nginxVersion : haproxyVersion).match(v);
        if (vm.hasMatch())
            r.version = nginx ? vm.captured(1) : QStringLiteral("HAProxy ") + vm.captured(1);
    }
    return r;
}

} // namespace ringcore
