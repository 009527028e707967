#pragma once

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace ringcore {

/// Base of every process a live run starts (backends, nginx proxy, HAProxy). Owns one QProcess,
/// started with an explicit program and argument list (never a shell). stop() = terminate, wait,
/// kill; the destructor stops it too, so no process outlives its owner. A stop the owner asked for
/// is not a failure; any other exit is reported by exitedUnexpectedly() as a translated sentence.
class ManagedProcess : public QObject
{
    Q_OBJECT
public:
    explicit ManagedProcess(QString displayName, QObject *parent = nullptr);
    ~ManagedProcess() override;

    /// Finds a program: the explicit path if given (must be executable), else `name` on PATH,
    /// else /usr/sbin/name, /usr/local/sbin/name. Empty + *error naming the program when missing.
    static QString findProgram(const QString &name, const QString &explicitPath, QString *error);

    /// Runs a check command (e.g. `nginx -t`) to completion; returns its exit code (-1 when it could
    /// not run) and its combined output in *output.
    /// `environment` is added to this process's environment.
    static int runCheck(const QString &program, const QStringList &arguments, QString *output, int timeoutMs = 20000,
                        const QMap<QString, QString> &environment = {});
    /// The environment of `environment` added to this process's (what runCheck and startProcess use).
    static QProcessEnvironment withVariables(const QMap<QString, QString> &environment);

    /// Variables added to the environment of the process startProcess() starts.
    void setEnvironment(const QMap<QString, QString> &environment) { m_environment = environment; }

    bool isRunning() const;
    qint64 pid() const;
    QString displayName() const { return m_name; }
    /// Last lines the process wrote to stdout/stderr (for error messages).
    QString outputTail() const;
    /// Sends what the process writes on stdout and stderr to this file (created or truncated at
    /// start) instead of memory, for a log scanner to read; outputTail() then reads its end.
    void setOutputFile(const QString &path) { m_outputFile = path; }

    /// Stops the process: SIGTERM, wait up to graceMs, SIGKILL, wait. Safe to call repeatedly.
    void stop(int graceMs = 5000);

signals:
    /// The process ended while nobody asked it to stop.
    void exitedUnexpectedly(const QString &message);

protected:
    /// Starts program with arguments; false + *error when it cannot start.
    bool startProcess(const QString &program, const QStringList &arguments, const QString &workingDir, QString *error);

private:
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void killGroup();

    QString m_name;
    QPointer<QProcess> m_process;
    QString m_output;
    QString m_outputFile;
    QMap<QString, QString> m_environment;
    bool m_stopping = false;
    qint64 m_group = 0; ///< process group of the child and its descendants (0 = none)
};

} // namespace ringcore
