#include "ringcore/live/mappingwriter.h"

#include "ringcore/live/keyset.h"
#include "ringcore/live/loadengine.h"

#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/core/memorybudget.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

MappingWriter::MappingWriter() = default;

MappingWriter::~MappingWriter()
{
    close();
}

bool MappingWriter::open(const QString &path, QString *error)
{
    close();
    m_file = std::make_unique<FileWriter>(path, FileWriter::Stream);
    m_lines = 0;
    m_linesOnDisk = 0;
    m_headerOnDisk = false;
    m_error.clear();
    m_buffer.clear();
    m_hash.reset();
    if (!m_file->open()) {
        if (error)
            *error = m_file->error();
        m_file.reset();
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
    if (!m_buffer.isEmpty() && m_file) {
        // unbuffered: goes straight to the kernel, survives our crash
        const qint64 before = m_file->written();
        const bool ok = m_file->writeAll(m_buffer);
        // Complete lines that reached the disk (a failed write may have written part of the block).
        const QByteArrayView onDisk = QByteArrayView(m_buffer).first(qsizetype(m_file->written() - before));
        m_hash.addData(onDisk);
        const qint64 newlines = onDisk.count('\n');
        const qint64 headerLines = m_headerOnDisk ? 0 : qMin<qint64>(newlines, 1);
        m_headerOnDisk = m_headerOnDisk || headerLines > 0;
        m_linesOnDisk += newlines - headerLines;
        if (!ok) {
            if (m_error.isEmpty())
                m_error = QCoreApplication::translate("ringcore::MappingWriter",
                                                      "%1: write failed after %2 lines (%3)")
                              .arg(m_file->fileName())
                              .arg(m_linesOnDisk)
                              .arg(m_file->error());
        }
        m_buffer.clear();
    }
}

void MappingWriter::close()
{
    flush();
    if (m_file) {
        if (!m_file->commit() && m_error.isEmpty())
            m_error = QCoreApplication::translate("ringcore::MappingWriter", "%1: write failed after %2 lines (%3)")
                          .arg(m_file->fileName())
                          .arg(m_linesOnDisk)
                          .arg(m_file->error());
        m_file.reset();
    }
}

QString MappingWriter::digest() const
{
    return QString::fromLatin1(m_hash.resultView().toByteArray().toHex());
}

QString MappingWriter::digestOf(QByteArrayView bytes)
{
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

bool MappingWriter::read(const QString &path, QList<Entry> *entries, QString *error, qint64 *cutLine, QString *sha256)
{
    if (cutLine)
        *cutLine = 0;
    QByteArray all;
    if (!FileReader::readAll(path, &all, error, 64LL * 1024 * 1024 * 1024))
        return false;
    if (sha256)
        *sha256 = digestOf(all);
    return parse(all, path, entries, error, cutLine);
}

bool MappingWriter::parse(const QByteArray &all, const QString &path, QList<Entry> *entries, QString *error,
                          qint64 *cutLine)
{
    if (cutLine)
        *cutLine = 0;
    entries->clear();
    // Every line becomes an Entry plus a copy of its key: check that it fits before allocating.
    const double lines = double(all.count('\n')) + 1;
    if (!MemoryBudget::check(lines * double(sizeof(Entry) + 32) + double(all.size()),
                             QCoreApplication::translate("ringcore::MappingWriter", "reading %1").arg(path), error))
        return false;
    entries->reserve(qsizetype(lines));
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
