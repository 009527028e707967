#include "ringcore/keys/keyfilereader.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/memorybudget.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace ringcore {

namespace {
constexpr qint64 kChunk = 1 << 16;

} // namespace

KeyFileReader::KeyFileReader() = default;
KeyFileReader::KeyFileReader(Limits limits) : m_limits(limits) {}
KeyFileReader::~KeyFileReader() = default;

bool KeyFileReader::open(const QString &path)
{
    auto file = std::make_unique<QFile>(path);
    m_path = path;
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode)) {
        if (!S_ISFIFO(st.st_mode) && !S_ISCHR(st.st_mode)) {
            QString why;
            FileReader::isRegularFile(path, &why);
            m_error = tr("keys: %1").arg(why);
            return false;
        }
        // A pipe or a device: read as a stream, with a fixed budget (see next()).
    }
    if (!file->open(QIODevice::ReadOnly)) {
        m_error = tr("keys: cannot open \"%1\": %2").arg(path, file->errorString());
        return false;
    }
    m_owned = std::move(file);
    const bool ok = open(m_owned.get());
    m_stream = ::stat(QFile::encodeName(path).constData(), &st) == 0 && !S_ISREG(st.st_mode);
    return ok;
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
    m_stream = device && device->isSequential();
    m_bytesRead = 0;
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
    if (m_stream && m_bytesRead >= m_limits.maxStreamBytes) {
        fail(tr("the input is not a regular file and sent more than %1 bytes; save the keys to a file")
                 .arg(m_limits.maxStreamBytes));
        return false;
    }
    const QByteArray chunk = m_device->read(kChunk);
    if (chunk.isEmpty()) {
        m_eof = true;
        return false;
    }
    m_bytesRead += chunk.size();
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
            if (hasError())
                return false;
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
    // Held: each key's bytes plus its QByteArray (in the vector and its heap header); the vector
    // doubles when it grows. Checked every 16 MB against what the process may still allocate.
    double held = 0;
    double nextCheck = 16.0 * 1024 * 1024;
    while (reader.next(&key)) {
        held += double(key.size()) + 48;
        if (held >= nextCheck) {
            nextCheck = held + 16.0 * 1024 * 1024;
            const double growth = double(keys.capacity()) * sizeof(QByteArray) * 2;
            if (MemoryBudget::availableBytes() < growth + 64.0 * 1024 * 1024) {
                if (error)
                    *error = tr("keys: %1:line %2: the %3 keys read so far take %4 and the memory left is not "
                                "enough for more (ulimit -v, cgroup limit or free memory)")
                                 .arg(path)
                                 .arg(reader.lineNumber())
                                 .arg(reader.keysRead())
                                 .arg(NumberText::bytes(held));
                return std::nullopt;
            }
        }
        keys.push_back(key);
    }
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
