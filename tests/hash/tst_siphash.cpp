// SipHash24: the reference vectors of Aumasson and Bernstein's SipHash paper (appendix A: key
// 00 01 … 0f, messages 00 01 … of length 0-15, from the reference implementation's vectors.h),
// and the key-0 form Apache Traffic Server uses (ATSHash64Sip24's default constructor).
#include "ringcore/hash/siphash.h"

#include <QtTest>

using namespace ringcore;

class TestSipHash : public QObject
{
    Q_OBJECT
private slots:
    void referenceVectors_data();
    void referenceVectors();
    void keyZero();
};

void TestSipHash::referenceVectors_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<quint64>("expected");
    // vectors_sip64[length] read little-endian (the paper prints a129ca6149be45e5 for 15 bytes).
    QTest::newRow("0") << 0 << Q_UINT64_C(0x726fdb47dd0e0e31);
    QTest::newRow("1") << 1 << Q_UINT64_C(0x74f839c593dc67fd);
    QTest::newRow("7") << 7 << Q_UINT64_C(0xab0200f58b01d137);
    QTest::newRow("8") << 8 << Q_UINT64_C(0x93f5f5799a932462);
    QTest::newRow("15") << 15 << Q_UINT64_C(0xa129ca6149be45e5);
}

void TestSipHash::referenceVectors()
{
    QFETCH(int, length);
    QFETCH(quint64, expected);
    QByteArray message;
    for (int i = 0; i < length; ++i)
        message.append(char(i));
    QCOMPARE(SipHash24::of(message, Q_UINT64_C(0x0706050403020100), Q_UINT64_C(0x0f0e0d0c0b0a0908)), expected);
}

void TestSipHash::keyZero()
{
    // Pieces fed one after the other hash as their concatenation (ATS feeds "r-" then the name).
    QCOMPARE(SipHash24::of("0-fuzzy"), SipHash24::of(QByteArray("0-") + QByteArray("fuzzy")));
    QVERIFY(SipHash24::of("0-fuzzy") != SipHash24::of("1-fuzzy"));
    QVERIFY(SipHash24::of("") != SipHash24::of(QByteArray(1, '\0')));
}

QTEST_GUILESS_MAIN(TestSipHash)
#include "tst_siphash.moc"
