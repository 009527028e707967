#pragma once

#include "ringcore/traffic/accesslogformat.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QFile>
#include <QString>

#include <cstdint>

namespace ringcore {

/// Reads an access log one line at a time, so a log of any length is replayed in constant
/// memory. Each line is one path (`/images/a.png`: starts with '/', no spaces) or a line of one of
/// the formats the systems register (AccessLogFormatRegistry: nginx's `combined`, HAProxy's
/// `option httplog`).
/// Blank lines are skipped. Any other line, a line cut short (a truncated last write) or a line
/// longer than kMaxLineBytes stops the reader with an error naming the file and the line number.
/// Lines whose request is not `METHOD URI VERSION` (the "-" nginx logs for a connection that sent
/// nothing, a TLS hello on a plain port) are valid log lines without a key: they are counted in
/// skipped() and not replayed.
class AccessLogReader
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::AccessLogReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr qint64 kMaxLineBytes = 16384;

    /// Opens a regular file; false + *error (naming the path) otherwise.
    bool open(const QString &path, QString *error);
    /// The next request; false at the end (error() empty) or on an error (error() says which line).
    bool next(LogRequest *request);
    QString error() const { return m_error; }
    qint64 lineNumber() const { return m_line; }
    qint64 skipped() const { return m_skipped; }
    /// Bytes read so far (progress).
    qint64 position() const { return m_file.pos(); }
    qint64 fileSize() const { return m_file.size(); }

    /// Parses one line (without its newline). Returns 1 for a request, 0 for a valid line without
    /// a key (see above), -1 when the line is none of the three formats (*why says what is wrong).
    static int parseLine(QByteArrayView line, LogRequest *request, QString *why = nullptr);

private:
    QFile m_file;
    QString m_path;
    QString m_error;
    QByteArray m_buffer;
    qint64 m_line = 0;
    qint64 m_skipped = 0;
};

} // namespace ringcore
