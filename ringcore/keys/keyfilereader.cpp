#include "ringcore/keys/keyfilereader.h"

#include <QCoreApplication>
#include <QFile>

namespace ringcore {

namespace {
constexpr qint64 kChunk = 1 << 16;

QString tr(const char *text)
{
    return QCoreApplication::translate("KeyFileReader", text);
}
} // namespace

KeyFileReader::KeyFileReader() = default;
KeyFileReader::KeyFileReader(Limits limits) : m_limits(limits) {}
KeyFileReader::~KeyFileReader() = default;

bool KeyFileReader::open(const QString &path)
{
    auto file = std::make_unique<QFile>(path);
    m_path = path;
    if (!file->open(QIODevice::ReadOnly)) {
        m_error = tr("keys: cannot open \"%1\": %2").arg(path, file->errorString());
        return false;
    }
    m_owned = std::move(file);
    return open(m_owned.get());
}

bool KeyFileReader::open(QIODevice *device)
{
    m_device = device;
    m_buffer.clear();
    m_pos = 0;
    m_eof = false;
    m_bomChecked = false;
    m_line = 0;
    m_keys = 0;
    m_error.clear();
    if (m_limits.maxLineBytes < 1 || m_limits.maxKeys < 0) {
        m_error = tr("keys: invalid reader limits");
        return false;
    }
    if (!device || !device->isReadable()) {
        m_error = tr("keys: the input is not readable");
        return false;
    }
    return true;
}

void KeyFileReader::fail(const QString &message)
{
    const QString where = m_path.isEmpty() ? QString() : m_path + QLatin1Char(':');
    m_error = tr("keys: %1line %2: %3").arg(where).arg(m_line).arg(message);
}

bool KeyFileReader::fill()
{
    // Drop the consumed part so the buffer stays around one chunk plus one line.
    if (m_pos > 0) {
        m_buffer.remove(0, m_pos);
        m_pos = 0;
    }
    const QByteArray chunk = m_device->read(kChunk);
    if (chunk.isEmpty()) {
        m_eof = true;
        return false;
    }
    m_buffer.append(chunk);
    return true;
}

bool KeyFileReader::next(QByteArray *key)
{
    if (!m_device || hasError())
        return false;
    if (!m_bomChecked) {
        // A UTF-8 byte order mark is the editor's mark of an encoding, not part of the first key:
        // dropped, so the first key is hashed and printed exactly like the others.
        while (m_buffer.size() - m_pos < 3 && !m_eof && fill()) {
        }
        if (QByteArrayView(m_buffer).sliced(m_pos).startsWith("\xEF\xBB\xBF"))
            m_pos += 3;
        m_bomChecked = true;
    }
    for (;;) {
        const qsizetype newline = m_buffer.indexOf('\n', m_pos);
        qsizetype end = newline;
        if (newline < 0) {
            // +1: a CRLF line may carry one CR over the limit before it is stripped.
            if (m_buffer.size() - m_pos > m_limits.maxLineBytes + 1) {
                ++m_line;
                fail(tr("longer than the limit of %1 bytes").arg(m_limits.maxLineBytes));
                return false;
            }
            if (!m_eof && fill())
                continue;
            if (m_buffer.size() == m_pos)
                return false; // clean end of input
            end = m_buffer.size();
        }
        ++m_line;
        qsizetype length = end - m_pos;
        if (length > 0 && newline >= 0 && m_buffer.at(end - 1) == '\r')
            --length;
        else if (length > 0 && newline < 0 && m_buffer.at(end - 1) == '\r')
            --length; // CRLF file truncated after the CR
        const qsizetype start = m_pos;
        m_pos = newline < 0 ? m_buffer.size() : newline + 1;
        if (length > m_limits.maxLineBytes) {
            fail(tr("longer than the limit of %1 bytes").arg(m_limits.maxLineBytes));
            return false;
        }
        if (length == 0)
            continue; // blank line
        if (m_keys >= m_limits.maxKeys) {
            fail(tr("more than the limit of %1 keys").arg(m_limits.maxKeys));
            return false;
        }
        *key = m_buffer.mid(start, length);
        ++m_keys;
        return true;
    }
}

std::optional<std::vector<QByteArray>> KeyFileReader::readAll(const QString &path, QString *error,
                                                              Limits limits)
{
    KeyFileReader reader(limits);
    std::vector<QByteArray> keys;
    if (!reader.open(path)) {
        if (error)
            *error = reader.errorString();
        return std::nullopt;
    }
    QByteArray key;
    while (reader.next(&key))
        keys.push_back(key);
    if (reader.hasError()) {
        if (error)
            *error = reader.errorString();
        return std::nullopt;
    }
    return keys;
}

std::optional<std::vector<QByteArray>> KeyFileReader::readAll(const QString &path, QString *error)
{
    return readAll(path, error, Limits());
}

} // namespace ringcore
