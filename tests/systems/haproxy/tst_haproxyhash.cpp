// HaproxyHash against outputs of HAProxy v2.6.0's own functions (src/hash.c hash_sdbm,
// hash_djb2, hash_wt6 and include/haproxy/intops.h __full_hash compiled verbatim) and the
// sdbm % 4 results its reg-tests assert (reg-tests/balance/balance-uri.vtc).
#include "ringcore/systems/haproxy/haproxyhash.h"

#include <QtTest>

using ringcore::HaproxyHash;

class TestHaproxyHash : public QObject
{
    Q_OBJECT
private slots:
    void strings_data();
    void strings();
    void fullHash_data();
    void fullHash();
    void regTestSdbmModulo_data();
    void regTestSdbmModulo();
};

void TestHaproxyHash::strings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<quint32>("sdbm");
    QTest::addColumn<quint32>("djb2");
    QTest::addColumn<quint32>("wt6");
    QTest::newRow("empty") << QByteArray() << 0u << 5381u << 4187620192u;
    QTest::newRow("a") << QByteArray("a") << 97u << 177670u << 1900802597u;
    QTest::newRow("/url1") << QByteArray("/url1") << 4103199409u << 194222904u << 2463210733u;
    QTest::newRow("/url4") << QByteArray("/url4") << 4103199412u << 194222907u << 2463153389u;
    QTest::newRow("seed key") << QByteArray("/objects/0123456789abcdef") << 3084178162u << 1163467343u
                              << 3224401926u;
    QTest::newRow("absolute") << QByteArray("http://127.0.0.1/url1") << 2719189286u << 851002629u
                              << 3912291521u;
    // Bytes >= 0x80 are unsigned in HAProxy (const unsigned char *); a signed-char port differs.
    QTest::newRow("high bytes") << QByteArray("\xff\x80 high bytes") << 1478132780u << 3007091531u
                                << 1143152576u;
}

void TestHaproxyHash::strings()
{
    QFETCH(QByteArray, input);
    QFETCH(quint32, sdbm);
    QFETCH(quint32, djb2);
    QFETCH(quint32, wt6);
    QCOMPARE(HaproxyHash::sdbm(input), sdbm);
    QCOMPARE(HaproxyHash::djb2(input), djb2);
    QCOMPARE(HaproxyHash::wt6(input), wt6);
}

void TestHaproxyHash::fullHash_data()
{
    QTest::addColumn<quint32>("input");
    QTest::addColumn<quint32>("expected");
    QTest::newRow("0") << 0u << 2874071335u;
    QTest::newRow("1") << 1u << 881230262u;
    QTest::newRow("2") << 2u << 3798448204u;
    QTest::newRow("puid 1 point 0") << 4096u << 1237450891u;
    QTest::newRow("puid 1 point 1") << 4097u << 2761370759u;
    QTest::newRow("puid 1 point 4095") << 8191u << 1804246060u;
    QTest::newRow("12345") << 12345u << 4132584531u;
    QTest::newRow("max") << 0xffffffffu << 2120532354u;
    QTest::newRow("2^31") << 0x80000000u << 4269489170u;
    QTest::newRow("1234567890") << 1234567890u << 989733380u;
}

void TestHaproxyHash::fullHash()
{
    QFETCH(quint32, input);
    QFETCH(quint32, expected);
    QCOMPARE(HaproxyHash::fullHash(input), expected);
    static_assert(HaproxyHash::fullHash(0) == 2874071335u, "fullHash must be usable at compile time");
}

void TestHaproxyHash::regTestSdbmModulo_data()
{
    QTest::addColumn<QByteArray>("uri");
    QTest::addColumn<int>("server");
    // balance-uri.vtc: 4 servers, map-based, sdbm of the URI up to '?' modulo 4.
    QTest::newRow("/url1") << QByteArray("/url1") << 1;
    QTest::newRow("/url2") << QByteArray("/url2") << 2;
    QTest::newRow("/url3") << QByteArray("/url3") << 3;
    QTest::newRow("/url4") << QByteArray("/url4") << 0;
}

void TestHaproxyHash::regTestSdbmModulo()
{
    QFETCH(QByteArray, uri);
    QFETCH(int, server);
    QCOMPARE(int(HaproxyHash::sdbm(uri) % 4), server);
}

QTEST_GUILESS_MAIN(TestHaproxyHash)
#include "tst_haproxyhash.moc"
