// KeyGenerator: SplitMix64 reference outputs, key format, index addressability.
#include "ringcore/keys/keygenerator.h"

#include <QtTest>

#include <set>

using ringcore::KeyGenerator;

class TestKeyGenerator : public QObject
{
    Q_OBJECT
private slots:
    void splitmixReference_data();
    void splitmixReference();
    void format();
    void indexAddressable();
    void seedsDiffer();
    void noRepeats();
};

void TestKeyGenerator::splitmixReference_data()
{
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("index");
    QTest::addColumn<quint64>("expected");
    // Published SplitMix64 outputs: seed 0 → 0xE220A8397B1DCDAF; seed 1234567 → the sequence
    // used by the reference implementations' tests.
    QTest::newRow("seed 0 #0") << 0ull << 0ull << 0xE220A8397B1DCDAFull;
    QTest::newRow("seed 1234567 #0") << 1234567ull << 0ull << 6457827717110365317ull;
    QTest::newRow("seed 1234567 #1") << 1234567ull << 1ull << 3203168211198807973ull;
    QTest::newRow("seed 1234567 #2") << 1234567ull << 2ull << 9817491932198370423ull;
    QTest::newRow("seed 1234567 #3") << 1234567ull << 3ull << 4593380528125082431ull;
    QTest::newRow("seed 1234567 #4") << 1234567ull << 4ull << 16408922859458223821ull;
}

void TestKeyGenerator::splitmixReference()
{
    QFETCH(quint64, seed);
    QFETCH(quint64, index);
    QFETCH(quint64, expected);
    QCOMPARE(KeyGenerator::value(seed, index), expected);
    QCOMPARE(KeyGenerator(seed).key(index),
             QByteArray("/objects/") + QByteArray::number(expected, 16).rightJustified(16, '0'));
}

void TestKeyGenerator::format()
{
    static const QRegularExpression pattern(QStringLiteral("^/objects/[0-9a-f]{16}$"));
    const KeyGenerator gen;
    QCOMPARE(gen.seed(), KeyGenerator::DefaultSeed);
    for (quint64 i = 0; i < 2000; ++i) {
        const QByteArray key = gen.key(i);
        QCOMPARE(key.size(), KeyGenerator::KeyLength);
        QVERIFY2(pattern.match(QString::fromLatin1(key)).hasMatch(), key.constData());
    }
}

void TestKeyGenerator::indexAddressable()
{
    const KeyGenerator gen(99);
    const std::vector<QByteArray> run = gen.keys(0, 1000);
    QCOMPARE(run.size(), size_t(1000));
    const std::vector<QByteArray> tail = gen.keys(900, 100);
    for (size_t i = 0; i < 100; ++i)
        QCOMPARE(tail[i], run[900 + i]);
    for (quint64 i : {0ull, 1ull, 500ull, 999ull})
        QCOMPARE(KeyGenerator(99).key(i), run[i]);
    char buffer[KeyGenerator::KeyLength];
    gen.writeKey(123, buffer);
    QCOMPARE(QByteArray(buffer, KeyGenerator::KeyLength), run[123]);
}

void TestKeyGenerator::seedsDiffer()
{
    QVERIFY(KeyGenerator(1).key(0) != KeyGenerator(2).key(0));
    QVERIFY(KeyGenerator(1).key(5) != KeyGenerator(1).key(6));
}

void TestKeyGenerator::noRepeats()
{
    const KeyGenerator gen;
    std::set<QByteArray> seen;
    for (quint64 i = 0; i < 100000; ++i)
        QVERIFY(seen.insert(gen.key(i)).second);
}

QTEST_GUILESS_MAIN(TestKeyGenerator)
#include "tst_keygenerator.moc"
