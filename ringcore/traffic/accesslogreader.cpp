#include "ringcore/traffic/accesslogreader.h"

#include "ringcore/core/filereader.h"

#include <QStringList>

namespace ringcore {

int AccessLogReader::parseLine(QByteArrayView line, LogRequest *request, QString *why)
{
    LogRequest scratch;
    LogRequest *r = request ? request : &scratch;
    if (!line.isEmpty() && line.front() == '/') {
        bool plain = true;
        for (char c : line)
            if (c == ' ' || c == '\t' || c == '"') {
                plain = false;
                break;
            }
        if (plain) {
            r->key = line.toByteArray();
            r->bytes = 0;
            r->hasSize = false;
            r->format = QLatin1String(accesslog::kPathFormat);
            return 1;
        }
    }
    for (const AccessLogFormat *format : AccessLogFormatRegistry::all()) {
        const int parsed = format->parse(line, r);
        if (parsed >= 0)
            return parsed;
    }
    // Only a line no format reads pays for the translated list of formats.
    QStringList formats;
    for (const AccessLogFormat *format : AccessLogFormatRegistry::all())
        formats << format->describe();
    if (why)
        *why = tr("neither %1 nor one path starting with / (the line may be cut short)").arg(formats.join(QStringLiteral(", ")));
    return -1;
}

bool AccessLogReader::open(const QString &path, QString *error)
{
    m_file.close();
    m_path = path;
    m_error.clear();
    m_line = 0;
    m_skipped = 0;
    if (!FileReader::isRegularFile(path, error))
        return false;
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot open (%2)").arg(path, m_file.errorString());
        return false;
    }
    return true;
}

bool AccessLogReader::next(LogRequest *request)
{
    if (!m_error.isEmpty() || !m_file.isOpen())
        return false;
    for (;;) {
        if (m_file.atEnd())
            return false;
        m_buffer = m_file.readLine(kMaxLineBytes + 2);
        ++m_line;
        const bool newline = m_buffer.endsWith('\n');
        if (!newline && m_buffer.size() > kMaxLineBytes) {
            m_error = tr("%1: line %2: longer than %3 bytes").arg(m_path).arg(m_line).arg(kMaxLineBytes);
            return false;
        }
        QByteArrayView line(m_buffer);
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > kMaxLineBytes) {
            m_error = tr("%1: line %2: longer than %3 bytes").arg(m_path).arg(m_line).arg(kMaxLineBytes);
            return false;
        }
        if (line.trimmed().isEmpty())
            continue;
        QString why;
        const int r = parseLine(line, request, &why);
        if (r < 0) {
            m_error = tr("%1: line %2: %3").arg(m_path).arg(m_line).arg(why);
            return false;
        }
        if (r == 0) {
            ++m_skipped;
            continue;
        }
        return true;
    }
}

} // namespace ringcore
