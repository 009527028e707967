#include "ringcore/config/proxyconfigcheck.h"

#include "ringcore/config/configformat.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/core/filewriter.h"

#include <QDir>

#include <algorithm>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

namespace ringcore {

namespace {

constexpr int kTimeoutMs = 10000;

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

QString ProxyConfigCheck::findBinary(const QString &system)
{
    const ConfigFormat *s = ConfigFormatRegistry::find(system);
    const QString name = s ? s->checkProgram() : QString();
    if (name.isEmpty())
        return {};
    QString found = QStandardPaths::findExecutable(name);
    if (found.isEmpty())
        found = QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin")});
    return found;
}

ProxyCheckResult ProxyConfigCheck::checkRefused(const QString &text, const QString &fileName, const QString &format,
                                                int line, QString *section)
{
    ProxyConfig config;
    config.system = format.isEmpty() ? ProxyConfigReader::detect(text, fileName) : format;
    config.text = text;
    config.fileName = fileName;
    const ConfigFormat *system = ConfigFormatRegistry::find(config.system);
    if (system && !system->checkProgram().isEmpty()) {
        // The section the refused line is in, as the system finds it (ConfigFormat::sectionAt).
        if (!system->sectionAt(text, line, &config.sectionName, &config.sectionLine)) {
            ProxyCheckResult r;
            r.command = system->checkCommand();
            r.skipped = tr("Not checked with %1: no section found at or above line %2.").arg(r.command).arg(line);
            return r;
        }
    }
    if (section)
        *section = config.sectionName;
    return check(config);
}

QString ProxyConfigCheck::privateConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap, QString *error)
{
    lineMap->clear();
    const ConfigFormat *system = ConfigFormatRegistry::find(config.system);
    if (!system) {
        *error = tr("no checker for %1 configs").arg(config.system);
        return {};
    }
    return system->checkConfig(config, dir, lineMap, error);
}

void ProxyConfigCheck::readOutput(const ConfigFormat &system, const QString &output, bool exitedOk, int exitCode,
                                  const QString &file, const QList<int> &lineMap, ProxyCheckResult *r)
{
    r->accepted = exitedOk;
    // The system's own lines (ConfigFormat::checkMessage): pids and timestamps go; the words stay.
    static const QRegularExpression unresolved(QStringLiteral("host not found|could not resolve|no such host|can't resolve"),
                                               QRegularExpression::CaseInsensitiveOption);
    for (const QString &raw : output.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        bool isError = false;
        QString message;
        if (!system.checkMessage(raw.trimmed(), &isError, &message))
            continue;
        message = mapLines(message, file, lineMap);
        if (isError && !unresolved.match(message).hasMatch())
            r->errors.append(message);
        else
            r->warnings.append(isError ? tr("%1 (a name this machine cannot resolve; not counted as an error)").arg(message)
                                      : message);
    }
    // Refused only for errors that do not depend on this machine's DNS.
    if (!r->accepted && r->errors.isEmpty()) {
        if (r->warnings.isEmpty())
            r->errors.append(output.trimmed().isEmpty() ? tr("%1 exited with code %2").arg(r->program).arg(exitCode)
                                                       : mapLines(output.trimmed(), file, lineMap));
        else
            r->accepted = true;
    }
}

ProxyCheckResult ProxyConfigCheck::check(const ProxyConfig &config, const QString &binary)
{
    ProxyCheckResult r;
    const ConfigFormat *system = ConfigFormatRegistry::find(config.system);
    if (!system || system->checkProgram().isEmpty()) {
        QStringList checkers;
        for (const ConfigFormat *s : ConfigFormatRegistry::all())
            if (!s->checkProgram().isEmpty())
                checkers.append(s->displayName());
        r.skipped = tr("Not checked by the proxy itself: RingLab runs only %1 to check configs.")
                        .arg(ConfigFormatRegistry::joinAnd(checkers));
        return r;
    }
    r.command = system->checkCommand();
    r.program = binary.isEmpty() ? findBinary(config.system) : binary;
    if (r.program.isEmpty() || !QFileInfo(r.program).isExecutable()) {
        r.skipped = tr("Not checked with %1: %2 is not installed on this machine.").arg(r.command, system->checkProgram());
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
    const QString file = dir.filePath(system->checkFileName());
    QString why;
    if (!FileWriter::writeFile(file, text.toUtf8(), &why)) {
        r.skipped = tr("Not checked with %1: %2.").arg(r.command, why);
        return r;
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(r.program, system->checkArguments(dir.path(), file));
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
    readOutput(*system, QString::fromLocal8Bit(process.readAll()),
               process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0, process.exitCode(), file, lineMap, &r);
    // The version, for the report.
    QProcess version;
    version.setProcessChannelMode(QProcess::MergedChannels);
    version.start(r.program, {QStringLiteral("-v")});
    if (version.waitForFinished(kTimeoutMs))
        r.version = system->checkVersion(QString::fromLocal8Bit(version.readAll()));
    return r;
}

} // namespace ringcore
