#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

namespace ringcore {

struct LoadResponse;
class KeySet;

/// Streams the backend of every response to DIR/mapping.tsv as it arrives, one line per key:
/// `index<TAB>key<TAB>backend port<TAB>HTTP status<TAB>latency µs` (port 0 / status 0 = no answer),
/// plus `<TAB>received path` when the backend received another path than the key (rewritten on
/// the way; LoadResponse::receivedPath).
/// Lines are in arrival order. Buffered in memory and written at least every 64 KiB and on
/// flush(), so a cancel or a crash of RingLab loses at most the last unflushed block.
class MappingWriter
{
public:
    static constexpr const char *kHeader = "# index\tkey\tbackend\tstatus\tlatency_us\n";

    bool open(const QString &path, QString *error);
    void append(const LoadResponse &response, const KeySet &keys);
    void flush();
    void close();
    qint64 lines() const { return m_lines; }
    /// The first write error since open() (e.g. disk full, file-size limit), or empty.
    QString errorString() const { return m_error; }

    /// One parsed line of a mapping file.
    struct Entry
    {
        qint64 index = -1;
        QByteArray key;
        int backend = 0;
        int status = 0;
        QByteArray received; ///< the path the backend received when it differs from `key`, else empty
    };
    /// Reads a mapping file; entries sorted by index. False + *error naming the line when malformed.
    /// The writer ends every line with '\n', so a last line without one was cut mid-write (a crash,
    /// a full disk): it is never taken as an entry, even when its fields look complete. *cutLine
    /// then gets its 1-based line number, else 0 — callers report it; the file still reads.
    static bool read(const QString &path, QList<Entry> *entries, QString *error, qint64 *cutLine = nullptr);

private:
    QFile m_file;
    QByteArray m_buffer;
    qint64 m_lines = 0;
    QString m_error;
};

} // namespace ringcore
