#pragma once

#include <QCoreApplication>
#include <QByteArray>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QIODevice;

namespace ringcore {

/// Streams keys from a text file, one key per line.
///
/// Lines end in LF or CRLF (a CR right before the LF is dropped; a CR elsewhere is part of
/// the key). Blank lines are skipped but still counted, so line numbers in errors match an
/// editor's. A last line without a newline is a key. Bytes are taken as they are (keys are
/// request URIs, hashed byte for byte by the proxies), except a UTF-8 byte order mark
/// (EF BB BF) at the very start of the file, which is dropped: it marks the file's encoding
/// and is neither part of the first key nor hashed.
///
/// Limits protect against a wrong file: a line longer than Limits::maxLineBytes, or more than
/// Limits::maxKeys keys, stops the reader with an error naming the line number and the limit.
class KeyFileReader
{
    Q_DECLARE_TR_FUNCTIONS(KeyFileReader) // the context lupdate writes into translations/*.ts
public:
    struct Limits
    {
        qint64 maxLineBytes = 8192;     ///< nginx's default large_client_header_buffers line size
        qint64 maxKeys = 100'000'000;   ///< enough for any experiment RingLab runs
        /// Input that is not a regular file (a pipe, /dev/stdin, a character device such as
        /// /dev/urandom) is read as a stream, up to this many bytes.
        qint64 maxStreamBytes = 256LL * 1024 * 1024;
    };

    KeyFileReader();
    explicit KeyFileReader(Limits limits);
    ~KeyFileReader();
    KeyFileReader(const KeyFileReader &) = delete;
    KeyFileReader &operator=(const KeyFileReader &) = delete;

    /// Opens a file; false with errorString() set when it cannot be read. A folder, socket or
    /// block device is refused; a pipe or character device is read as a stream (maxStreamBytes).
    bool open(const QString &path);
    /// Reads from an already open device (not owned; must outlive the reader).
    bool open(QIODevice *device);

    /// Reads the next key into *key. Returns false at the end of the file or on an error;
    /// tell them apart with hasError().
    bool next(QByteArray *key);

    bool hasError() const { return !m_error.isEmpty(); }
    QString errorString() const { return m_error; }
    /// 1-based number of the last line read (0 before the first).
    qint64 lineNumber() const { return m_line; }
    qint64 keysRead() const { return m_keys; }
    const Limits &limits() const { return m_limits; }

    /// Reads a whole file. On error returns nothing and sets *error. The keys held are checked
    /// against the memory left (MemoryBudget) as they are read: an input too large for memory
    /// stops with an error naming the line, never std::bad_alloc.
    static std::optional<std::vector<QByteArray>> readAll(const QString &path, QString *error,
                                                          Limits limits);
    /// Reads a whole file with the default limits.
    static std::optional<std::vector<QByteArray>> readAll(const QString &path, QString *error);

private:
    bool fill();
    void fail(const QString &message);

    Limits m_limits;
    std::unique_ptr<QIODevice> m_owned;
    QIODevice *m_device = nullptr;
    QString m_path;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_eof = false;
    bool m_bomChecked = false;
    qint64 m_line = 0;
    qint64 m_keys = 0;
    bool m_stream = false;
    qint64 m_bytesRead = 0;
    QString m_error;
};

} // namespace ringcore
