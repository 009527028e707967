#include "gui/live/mappingtail.h"

#include <QList>

namespace ringlab::gui {

void MappingTail::reset(const QString &path)
{
    m_file.close();
    m_path = path;
    m_partial.clear();
    m_counts.clear();
    m_lines = m_unanswered = m_non200 = 0;
}

qint64 MappingTail::poll()
{
    if (m_path.isEmpty())
        return 0;
    if (!m_file.isOpen()) {
        m_file.setFileName(m_path);
        if (!m_file.open(QIODevice::ReadOnly))
            return 0; // not created yet
    }
    const QByteArray chunk = m_file.readAll();
    if (chunk.isEmpty())
        return 0;
    m_partial += chunk;
    const qsizetype end = m_partial.lastIndexOf('\n');
    if (end < 0)
        return 0;
    qint64 consumed = 0;
    qsizetype start = 0;
    // Fields: index, key, backend port, status, latency. Parsing by hand: no per-line allocations.
    while (start <= end) {
        const qsizetype nl = m_partial.indexOf('\n', start);
        const QByteArrayView line(m_partial.constData() + start, nl - start);
        start = nl + 1;
        if (line.isEmpty() || line.front() == '#')
            continue;
        int field = 0;
        qsizetype fieldStart = 0;
        int port = 0, status = 0;
        for (qsizetype i = 0; i <= line.size(); ++i) {
            if (i < line.size() && line[i] != '\t')
                continue;
            if (field == 2)
                port = line.sliced(fieldStart, i - fieldStart).toInt();
            else if (field == 3)
                status = line.sliced(fieldStart, i - fieldStart).toInt();
            ++field;
            fieldStart = i + 1;
        }
        ++consumed;
        if (port == 0 || status == 0) {
            ++m_unanswered;
            continue;
        }
        if (status != 200)
            ++m_non200;
        ++m_counts[port];
    }
    m_partial.remove(0, end + 1);
    m_lines += consumed;
    return consumed;
}

} // namespace ringlab::gui
