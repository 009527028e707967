#pragma once

#include <QByteArray>
#include <QCryptographicHash>
#include <QList>
#include <QString>

#include <memory>

namespace ringcore {

struct LoadResponse;
class KeySet;
class FileWriter;

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

    MappingWriter();
    ~MappingWriter();
    /// Creates (truncates) the file; false + *error naming the OS reason when it cannot.
    bool open(const QString &path, QString *error);
    void append(const LoadResponse &response, const KeySet &keys);
    void flush();
    void close();
    qint64 lines() const { return m_lines; }
    /// The first write error since open() (e.g. disk full, file-size limit), or empty. Names the
    /// file, the number of complete lines on disk and the OS reason ("No space left on device").
    QString errorString() const { return m_error; }
    /// True once a write failed (the run must stop: later lines would be lost).
    bool failed() const { return !m_error.isEmpty(); }
    /// SHA-256 (lower-case hex) of every byte that reached the file since open(): after close(),
    /// the file's digest, which results.json records (LiveRunResult::digests).
    QString digest() const;
    /// SHA-256 (lower-case hex) of bytes, as digest() gives it for a file.
    static QString digestOf(QByteArrayView bytes);

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
    /// Only a regular file is read (never a FIFO or a device), and only if it and its entries fit
    /// in the memory left (MemoryBudget).
    /// *sha256 (if given) gets the digest of the bytes read (digestOf()).
    static bool read(const QString &path, QList<Entry> *entries, QString *error, qint64 *cutLine = nullptr,
                     QString *sha256 = nullptr);
    /// The same on bytes already read; `path` names the file in errors.
    static bool parse(const QByteArray &bytes, const QString &path, QList<Entry> *entries, QString *error,
                      qint64 *cutLine = nullptr);

private:
    std::unique_ptr<FileWriter> m_file; // streamed: what was written stays on disk
    QByteArray m_buffer;
    qint64 m_lines = 0;
    qint64 m_linesOnDisk = 0;   // complete key lines written to the file
    bool m_headerOnDisk = false;
    QString m_error;
    QCryptographicHash m_hash{QCryptographicHash::Sha256}; // of the bytes on disk
};

} // namespace ringcore
