#pragma once

#include <QFile>
#include <QHash>
#include <QString>

namespace ringlab::gui {

/// Follows a live run's mapping.tsv while it is written and counts responses per backend port.
/// poll() reads only the bytes added since the last call, so the GUI can call it from a timer
/// (a 1,000,000-key run adds ~40 MB over the whole run: a few hundred KB per tick).
class MappingTail
{
public:
    /// Starts following `path` (the file may not exist yet).
    void reset(const QString &path);
    /// Reads new complete lines. Returns the number of lines consumed.
    qint64 poll();

    const QHash<int, qint64> &counts() const { return m_counts; }
    qint64 lines() const { return m_lines; }
    qint64 unanswered() const { return m_unanswered; } ///< port 0 or status 0
    qint64 non200() const { return m_non200; }

private:
    QString m_path;
    QFile m_file;
    QByteArray m_partial;
    QHash<int, qint64> m_counts;
    qint64 m_lines = 0;
    qint64 m_unanswered = 0;
    qint64 m_non200 = 0;
};

} // namespace ringlab::gui
