// KeyFileReader: line endings, blank lines, limits with line numbers, files on disk.
#include "ringcore/keys/keyfilereader.h"

#include <QtTest>

using ringcore::KeyFileReader;

namespace {
struct ReadResult
{
    QList<QByteArray> keys;
    QString error;
};

ReadResult readBytes(const QByteArray &data, KeyFileReader::Limits limits = {})
{
    QBuffer buffer;
    buffer.setData(data);
    buffer.open(QIODevice::ReadOnly);
    KeyFileReader reader(limits);
    ReadResult result;
    if (!reader.open(&buffer)) {
        result.error = reader.errorString();
        return result;
    }
    QByteArray key;
    while (reader.next(&key))
        result.keys.append(key);
    result.error = reader.errorString();
    return result;
}
} // namespace

class TestKeyFileReader : public QObject
{
    Q_OBJECT
private slots:
    void parses_data();
    void parses();
    void limits_data();
    void limits();
    void largeStream();
    void fileOnDisk();
    void missingFile();
};

void TestKeyFileReader::parses_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QList<QByteArray>>("expected");
    using L = QList<QByteArray>;
    QTest::newRow("empty file") << QByteArray() << L{};
    QTest::newRow("LF") << QByteArray("/a\n/b\n") << L{"/a", "/b"};
    QTest::newRow("CRLF") << QByteArray("/a\r\n/b\r\n") << L{"/a", "/b"};
    QTest::newRow("no final newline") << QByteArray("/a\n/b") << L{"/a", "/b"};
    QTest::newRow("CR inside key kept") << QByteArray("/a\rb\n") << L{"/a\rb"};
    QTest::newRow("blank lines skipped") << QByteArray("\n/a\n\r\n\n/b\n\n") << L{"/a", "/b"};
    QTest::newRow("spaces kept") << QByteArray(" /a b \n") << L{" /a b "};
    QTest::newRow("bytes as is") << QByteArray("/\xc3\xa9\xff\n") << L{"/\xc3\xa9\xff"};
}

void TestKeyFileReader::parses()
{
    QFETCH(QByteArray, input);
    QFETCH(QList<QByteArray>, expected);
    const ReadResult r = readBytes(input);
    QCOMPARE(r.error, QString());
    QCOMPARE(r.keys, expected);
}

void TestKeyFileReader::limits_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<qint64>("maxLine");
    QTest::addColumn<qint64>("maxKeys");
    QTest::addColumn<int>("keysBeforeError");
    QTest::addColumn<QString>("errorPart");
    QTest::newRow("line too long") << QByteArray("/a\n/bbbbbb\n") << qint64(5) << qint64(10) << 1
                                   << QStringLiteral("line 2: longer than the limit of 5 bytes");
    QTest::newRow("exact length ok") << QByteArray("/bbbb\r\n") << qint64(5) << qint64(10) << 1 << QString();
    QTest::newRow("long last line") << QByteArray("\n\n/bbbbbbbbbbbbbbbb") << qint64(8) << qint64(10) << 0
                                    << QStringLiteral("line 3: longer than the limit of 8 bytes");
    QTest::newRow("too many keys") << QByteArray("/a\n\n/b\n/c\n") << qint64(100) << qint64(2) << 2
                                   << QStringLiteral("line 4: more than the limit of 2 keys");
    QTest::newRow("exactly max keys") << QByteArray("/a\n/b\n\n") << qint64(100) << qint64(2) << 2 << QString();
}

void TestKeyFileReader::limits()
{
    QFETCH(QByteArray, input);
    QFETCH(qint64, maxLine);
    QFETCH(qint64, maxKeys);
    QFETCH(int, keysBeforeError);
    QFETCH(QString, errorPart);
    const ReadResult r = readBytes(input, {maxLine, maxKeys});
    QCOMPARE(r.keys.size(), keysBeforeError);
    if (errorPart.isEmpty())
        QCOMPARE(r.error, QString());
    else
        QVERIFY2(r.error.contains(errorPart), qPrintable(r.error));
}

void TestKeyFileReader::largeStream()
{
    // Crosses many 64 KiB chunk boundaries, with a huge line at the end that must be refused
    // without reading it whole.
    QByteArray data;
    for (int i = 0; i < 30000; ++i)
        data += "/objects/" + QByteArray::number(i) + (i % 2 ? "\r\n" : "\n");
    const ReadResult ok = readBytes(data);
    QCOMPARE(ok.error, QString());
    QCOMPARE(ok.keys.size(), 30000);
    QCOMPARE(ok.keys.at(29999), QByteArray("/objects/29999"));
    data += QByteArray(1 << 20, 'x');
    const ReadResult bad = readBytes(data);
    QCOMPARE(bad.keys.size(), 30000);
    QVERIFY2(bad.error.contains(QStringLiteral("line 30001")), qPrintable(bad.error));
}

void TestKeyFileReader::fileOnDisk()
{
    QTemporaryFile file;
    QVERIFY(file.open());
    file.write("/x\r\n/y\n");
    file.close();
    QString error;
    const auto keys = KeyFileReader::readAll(file.fileName(), &error);
    QVERIFY2(keys.has_value(), qPrintable(error));
    QCOMPARE(keys->size(), size_t(2));
    QCOMPARE(keys->at(1), QByteArray("/y"));

    const auto refused = KeyFileReader::readAll(file.fileName(), &error, {100, 1});
    QVERIFY(!refused.has_value());
    QVERIFY2(error.contains(file.fileName()) && error.contains(QStringLiteral("line 2")), qPrintable(error));
}

void TestKeyFileReader::missingFile()
{
    QString error;
    QVERIFY(!KeyFileReader::readAll(QStringLiteral("/nonexistent/keys.txt"), &error).has_value());
    QVERIFY2(error.contains(QStringLiteral("/nonexistent/keys.txt")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestKeyFileReader)
#include "tst_keyfilereader.moc"
