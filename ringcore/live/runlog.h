#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>

namespace ringcore {

/// A log file a system writes into the run directory during a live run, as its log scanner
/// (SystemLogScanner) reads it: the part every scanner shares. markStop() when the stop begins
/// remembers where the run's lines end; then the lines are read one by one, trimmed, from the
/// start of the file. A file that cannot be opened has no lines.
class RunLog
{
public:
    explicit RunLog(QString path) : m_path(std::move(path)) {}

    const QString &path() const { return m_path; }

    /// The stop begins: lines that start from here on are the shutdown's, not the run's.
    void markStop();
    bool stopMarked() const { return m_sizeAtStop >= 0; }

    /// Every line of the file, with whether it started before the stop mark (true for every line
    /// while no stop is marked).
    void forEachLine(const std::function<void(const QByteArray &line, bool beforeStop)> &visit) const;
    /// Only the run's lines: those that started before the stop mark (all of them while no stop
    /// is marked).
    void forEachRunLine(const std::function<void(const QByteArray &line)> &visit) const;

private:
    QString m_path;
    qint64 m_sizeAtStop = -1;
};

/// The lines a log scanner found: how many, and the first few as samples for results.json's
/// validity.diagnostics and the reason sentence.
class LogFindings
{
public:
    explicit LogFindings(int maxSamples = 10) : m_maxSamples(maxSamples) {}

    /// Counts `line`, and keeps it as a sample while fewer than maxSamples are kept.
    void add(const QByteArray &line);

    int count() const { return m_count; }
    const QStringList &samples() const { return m_samples; }
    /// The first line found ("" when none).
    QString first() const { return m_samples.value(0); }
    /// Stores the count under `countField` and the samples under "samples" (results.json's
    /// validity.diagnostics, SystemLogScanner::scan()).
    void store(QJsonObject *diagnostics, const QString &countField) const;

private:
    int m_maxSamples;
    int m_count = 0;
    QStringList m_samples;
};

} // namespace ringcore
