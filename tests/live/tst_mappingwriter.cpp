// MappingWriter: what it writes reads back exactly, and a file cut mid-write (a crash, a full disk)
// reads as every complete line with the cut one reported — never taken as an answer (issue 7).
#include "ringcore/live/keyset.h"
#include "ringcore/live/loadengine.h"
#include "ringcore/live/mappingwriter.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

namespace {

struct Written
{
    QByteArray bytes;            ///< the whole file
    QList<qsizetype> lineEnds;   ///< offset just past each entry line's '\n'
    QList<LoadResponse> responses;
    KeySet keys;
};

/// Writes `count` responses through MappingWriter (varied ports, statuses, latencies).
Written writeSample(const QString &path, int count)
{
    Written w;
    w.keys = KeySet::generate(count, 7);
    MappingWriter writer;
    QString error;
    if (!writer.open(path, &error))
        qFatal("%s", qPrintable(error));
    for (int i = 0; i < count; ++i) {
        LoadResponse r;
        r.index = (i * 7) % count; // arrival order differs from key order
        r.status = i % 5 == 0 ? 0 : (i % 7 == 0 ? 502 : 200);
        r.backendPort = r.status ? 9001 + (i * 13) % 100 : 0;
        r.latencyUs = quint32(100 + i * 37);
        r.transportError = r.status == 0;
        writer.append(r, w.keys);
        w.responses.append(r);
    }
    writer.close();
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read back %s", qPrintable(path));
    w.bytes = f.readAll();
    qsizetype pos = w.bytes.indexOf('\n') + 1; // past the header
    while (pos < w.bytes.size()) {
        pos = w.bytes.indexOf('\n', pos) + 1;
        w.lineEnds.append(pos);
    }
    return w;
}

void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
}

} // namespace

class TestMappingWriter : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mapping.tsv"));
        const Written w = writeSample(path, 50);
        QVERIFY(w.bytes.startsWith(MappingWriter::kHeader));
        QCOMPARE(w.lineEnds.size(), 50);
        QList<MappingWriter::Entry> entries;
        QString error;
        qint64 cut = -1;
        QVERIFY2(MappingWriter::read(path, &entries, &error, &cut), qPrintable(error));
        QCOMPARE(cut, 0);
        QCOMPARE(entries.size(), 50);
        for (const LoadResponse &r : w.responses) {
            const MappingWriter::Entry &e = entries[r.index]; // sorted by index, each index once
            QCOMPARE(e.index, qint64(r.index));
            QCOMPARE(e.key, w.keys.at(r.index).toByteArray());
            QCOMPARE(e.backend, r.backendPort);
            QCOMPARE(e.status, r.status);
        }
    }

    void cutAtEveryByte()
    {
        // Cut the file after every byte, as a crash or a file-size limit can: the reader must
        // return exactly the complete lines, unchanged, and report the cut one by its number.
        QTemporaryDir dir;
        const QString full = dir.filePath(QStringLiteral("full.tsv"));
        const Written w = writeSample(full, 12);
        const QString path = dir.filePath(QStringLiteral("cut.tsv"));
        const qsizetype headerEnd = w.bytes.indexOf('\n') + 1;
        for (qsizetype size = 0; size <= w.bytes.size(); ++size) {
            writeBytes(path, w.bytes.left(size));
            QList<MappingWriter::Entry> entries;
            QString error;
            qint64 cut = -1;
            QVERIFY2(MappingWriter::read(path, &entries, &error, &cut),
                     qPrintable(QStringLiteral("size %1: %2").arg(size).arg(error)));
            int complete = 0;
            while (complete < w.lineEnds.size() && w.lineEnds[complete] <= size)
                ++complete;
            QCOMPARE(entries.size(), qsizetype(complete));
            const bool endsOnLine = size == 0 || size == headerEnd || (complete > 0 && w.lineEnds[complete - 1] == size);
            // line numbers: 1 = header, 2.. = entries
            const qint64 expectedCut = endsOnLine ? 0 : (size < headerEnd ? 1 : complete + 2);
            QCOMPARE(cut, expectedCut);
            for (const MappingWriter::Entry &e : std::as_const(entries)) {
                const auto r = std::find_if(w.responses.cbegin(), w.responses.cend(),
                                            [&e](const LoadResponse &x) { return x.index == e.index; });
                QVERIFY(r != w.responses.cend());
                QCOMPARE(e.backend, r->backendPort);
                QCOMPARE(e.status, r->status);
            }
        }
    }

    void cutLineLooksComplete_data()
    {
        QTest::addColumn<QByteArray>("tail");
        QTest::newRow("cut in status") << QByteArray("2\t/objects/b\t9042\t20");
        QTest::newRow("cut in port") << QByteArray("2\t/objects/b\t90");
        QTest::newRow("cut in latency") << QByteArray("2\t/objects/b\t9042\t200\t12");
        QTest::newRow("cut after a tab") << QByteArray("2\t/objects/b\t9042\t200\t");
        QTest::newRow("cut in index") << QByteArray("2");
    }
    void cutLineLooksComplete()
    {
        // Each of these would parse as an answer (status 20, port 90, …) if the reader trusted it.
        QFETCH(QByteArray, tail);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mapping.tsv"));
        writeBytes(path, QByteArray(MappingWriter::kHeader) + "0\t/objects/a\t9001\t200\t55\n"
                             + "1\t/objects/c\t9003\t200\t60\n" + tail);
        QList<MappingWriter::Entry> entries;
        QString error;
        qint64 cut = 0;
        QVERIFY2(MappingWriter::read(path, &entries, &error, &cut), qPrintable(error));
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[1].backend, 9003);
        QCOMPARE(cut, 4);
    }

    void malformedLineInsideIsRefused_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("three fields") << QByteArray("1\t/objects/b\t9002\n");
        QTest::newRow("port not a number") << QByteArray("1\t/objects/b\tx\t200\t5\n");
        QTest::newRow("negative index") << QByteArray("-1\t/objects/b\t9002\t200\t5\n");
    }
    void malformedLineInsideIsRefused()
    {
        QFETCH(QByteArray, line);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mapping.tsv"));
        writeBytes(path, QByteArray(MappingWriter::kHeader) + "0\t/objects/a\t9001\t200\t55\n" + line
                             + "2\t/objects/c\t9003\t200\t60\n");
        QList<MappingWriter::Entry> entries;
        QString error;
        QVERIFY(!MappingWriter::read(path, &entries, &error));
        QVERIFY2(error.contains(path + QStringLiteral(":3:")), qPrintable(error));
    }

    void missingFileNamesThePath()
    {
        QList<MappingWriter::Entry> entries;
        QString error;
        const QString path = QStringLiteral("/nonexistent-ringlab/mapping.tsv");
        QVERIFY(!MappingWriter::read(path, &entries, &error));
        QVERIFY2(error.contains(path), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestMappingWriter)
#include "tst_mappingwriter.moc"
