#include "ringcore/live/mappingwriter.h"

#include "ringcore/live/keyset.h"
#include "ringcore/live/loadengine.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

bool MappingWriter::open(const QString &path, QString *error)
{
    close();
    m_file.setFileName(path);
    m_lines = 0;
    m_error.clear();
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Unbuffered)) {
        if (error)
            *error = QCoreApplication::translate("ringcore::MappingWriter", "%1: cannot write (%2)")
                         .arg(path, m_file.errorString());
        return false;
    }
    m_buffer.reserve(80 * 1024);
    m_buffer = kHeader;
    flush();
    return true;
}

void MappingWriter::append(const LoadResponse &r, const KeySet &keys)
{
    m_buffer += QByteArray::number(qint64(r.index));
    m_buffer += '\t';
    m_buffer += keys.at(r.index);
    m_buffer += '\t';
    m_buffer += QByteArray::number(r.backendPort);
    m_buffer += '\t';
    m_buffer += QByteArray::number(r.status);
    m_buffer += '\t';
    m_buffer += QByteArray::number(r.latencyUs);
    if (!r.receivedPath.isEmpty()) {
        m_buffer += '\t';
        m_buffer += r.receivedPath;
    }
    m_buffer += '\n';
    ++m_lines;
    if (m_buffer.size() >= 64 * 1024)
        flush();
}

void MappingWriter::flush()
{
    if (!m_buffer.isEmpty() && m_file.isOpen()) {
        // unbuffered: goes straight to the kernel, survives our crash
        if (m_file.write(m_buffer) != m_buffer.size() && m_error.isEmpty())
            m_error = QCoreApplication::translate("ringcore::MappingWriter", "%1: write failed after %2 lines (%3)")
                          .arg(m_file.fileName())
                          .arg(m_lines)
                          .arg(m_file.errorString());
        m_buffer.clear();
    }
}

void MappingWriter::close()
{
    flush();
    if (m_file.isOpen())
        m_file.close();
}

bool MappingWriter::read(const QString &path, QList<Entry> *entries, QString *error, qint64 *cutLine)
{
    if (cutLine)
        *cutLine = 0;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("ringcore::MappingWriter", "%1: cannot read (%2)")
                         .arg(path, file.errorString());
        return false;
    }
    entries->clear();
    const QByteArray all = file.readAll();
    qsizetype pos = 0;
    qint64 lineNumber = 0;
    while (pos < all.size()) {
        const qsizetype eol = all.indexOf('\n', pos);
        ++lineNumber;
        if (eol < 0) {
            // No newline: the write of this line was cut (crash, disk full). Even "9042\t20" would
            // parse, as status 20 — so the line is dropped and reported, never read as an answer.
            if (cutLine)
                *cutLine = lineNumber;
            break;
        }
        const QByteArrayView line(all.constData() + pos, eol - pos);
        pos = eol + 1;
        if (line.isEmpty() || line.front() == '#')
            continue;
        const QList<QByteArrayView> fields = [&line] {
            QList<QByteArrayView> f;
            qsizetype start = 0;
            for (qsizetype i = 0; i <= line.size(); ++i) {
                if (i == line.size() || line[i] == '\t') {
                    f.append(line.sliced(start, i - start));
                    start = i + 1;
                }
            }
            return f;
        }();
        bool okIndex = false, okBackend = false, okStatus = false;
        Entry e;
        if (fields.size() >= 4) {
            e.index = fields[0].toLongLong(&okIndex);
            e.key = fields[1].toByteArray();
            e.backend = fields[2].toInt(&okBackend);
            e.status = fields[3].toInt(&okStatus);
            if (fields.size() >= 6)
                e.received = fields[5].toByteArray();
        }
        if (!okIndex || !okBackend || !okStatus || e.index < 0) {
            if (error)
                *error = QCoreApplication::translate("ringcore::MappingWriter",
                                                     "%1:%2: malformed line (expected index, key, backend, status)")
                             .arg(path)
                             .arg(lineNumber);
            return false;
        }
        entries->append(std::move(e));
    }
    std::sort(entries->begin(), entries->end(), [](const Entry &a, const Entry &b) { return a.index < b.index; });
    return true;
}

} // namespace ringcore
