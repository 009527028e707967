// Crc32 (zlib) against the standard check values and nginx's chained use.
#include "ringcore/hash/crc32.h"

#include <QtTest>

using ringcore::Crc32;

class TestCrc32 : public QObject
{
    Q_OBJECT
private slots:
    void knownValues_data();
    void knownValues();
    void chainingEqualsWhole_data();
    void chainingEqualsWhole();
    void nginxPointPrefix();
};

void TestCrc32::knownValues_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<quint32>("expected");
    // CRC-32/ISO-HDLC catalogue check value and well-known strings.
    QTest::newRow("empty") << QByteArray() << quint32(0);
    QTest::newRow("check 123456789") << QByteArray("123456789") << quint32(0xCBF43926u);
    QTest::newRow("a") << QByteArray("a") << quint32(0xE8B7BE43u);
    QTest::newRow("quick brown fox") << QByteArray("The quick brown fox jumps over the lazy dog")
                                     << quint32(0x414FA339u);
    // Values printed by HAProxy v2.6.0 hash_crc32() compiled verbatim (same CRC as nginx's).
    QTest::newRow("/url1") << QByteArray("/url1") << quint32(380733385u);
    QTest::newRow("seed key") << QByteArray("/objects/0123456789abcdef") << quint32(258979299u);
    QTest::newRow("high bytes") << QByteArray("\xff\x80 high bytes") << quint32(4098966445u);
}

void TestCrc32::knownValues()
{
    QFETCH(QByteArray, input);
    QFETCH(quint32, expected);
    QCOMPARE(Crc32::of(input), expected);
    QCOMPARE(Crc32().update(input).value(), expected);
}

void TestCrc32::chainingEqualsWhole_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::newRow("text") << QByteArray("hello, consistent world");
    QTest::newRow("with NUL") << QByteArray("10.0.0.1\0" "443", 12);
    QTest::newRow("binary") << QByteArray::fromHex("00ff10203040fffefd");
}

void TestCrc32::chainingEqualsWhole()
{
    QFETCH(QByteArray, input);
    const quint32 whole = Crc32::of(input);
    for (qsizetype cut = 0; cut <= input.size(); ++cut) {
        const QByteArray head = input.left(cut);
        const QByteArray tail = input.mid(cut);
        QCOMPARE(Crc32::extend(Crc32::of(head), tail), whole);
        QCOMPARE(Crc32(Crc32::of(head)).update(tail).value(), whole);
    }
}

void TestCrc32::nginxPointPrefix()
{
    // nginx computes crc32(HOST "\0" PORT PREV_HASH) from a shared prefix state; chaining the
    // finalised prefix must equal hashing the whole byte string.
    const QByteArray prev = QByteArray::fromHex("78563412");
    Crc32 base;
    base.update("10.0.0.1").update(QByteArrayView("\0", 1)).update("443");
    const quint32 chained = Crc32(base.value()).update(prev).value();
    QCOMPARE(chained, Crc32::of(QByteArray("10.0.0.1\0" "443", 12) + prev));
    QVERIFY(chained != Crc32::of(QByteArray("10.0.0.1443") + prev));
    // An empty piece (a server without a port) must not reset the chain: zlib returns 0 for
    // a null buffer.
    QCOMPARE(Crc32(base.value()).update(QByteArray()).value(), base.value());
    QCOMPARE(Crc32::extend(12345u, QByteArrayView()), 12345u);
}

QTEST_GUILESS_MAIN(TestCrc32)
#include "tst_crc32.moc"
