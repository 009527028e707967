// twemproxy's twelve key hashes against independent expected values: libmemcached's
// tests/hash_results.h (the functions twemproxy took from libhashkit), Debian 12's libhashkit2,
// the CRC catalogue's check values, and nutcracker 0.5.0 itself for the quirks (docs/ports-twemproxy.md).
#include "ringcore/systems/twemproxy/twemproxyhash.h"

#include <QTest>

using namespace ringcore;
using Kind = TwemproxyHash::Kind;

namespace {

const char *const kWords[] = {"apple", "beat", "carrot", "daikon", "eggplant", "flower", "green", "hide", "ick",
                              "jack", "kick", "lime", "mushrooms", "nectarine", "orange", "peach", "quant", "ripen",
                              "strawberry", "tang", "up", "volumne", "when", "yellow", "zip"};

// awesomized/libmemcached tests/hash_results.h (stored version a246ac50a88e4af750fd2dd209eff94dcadf72d2).
const uint32_t kMd5[] = {3195025439U, 2556848621U, 3724893440U, 3332385401U, 245758794U,  2550894432U, 121710495U,
                         3053817768U, 1250994555U, 1862072655U, 2631955953U, 2951528551U, 1451250070U, 2820856945U,
                         2060845566U, 3646985608U, 2138080750U, 217675895U,  2230934345U, 1234361223U, 3968582726U,
                         2455685270U, 1293568479U, 199067604U,  2042482093U};
const uint32_t kCrc[] = {10542U, 22009U, 14526U, 19510U, 19432U, 10199U, 20634U, 9369U,  11511U,
                         10362U, 7893U,  31289U, 11313U, 9354U,  7621U,  30628U, 15218U, 25967U,
                         2695U,  9380U,  17300U, 28156U, 9192U,  20484U, 16925U};
const uint32_t kFnv1_64[] = {473199127U,  4148981457U, 3971873300U, 3257986707U, 1722477987U, 2991193800U, 4147007314U,
                             3633179701U, 1805162104U, 3503289120U, 3395702895U, 3325073042U, 2345265314U, 3340346032U,
                             2722964135U, 1173398992U, 2815549194U, 2562818319U, 224996066U,  2680194749U, 3035305390U,
                             246890365U,  2395624193U, 4145193337U, 1801941682U};
const uint32_t kFnv1a_64[] = {1488911807U, 2500855813U, 1510099634U, 1390325195U, 3647689787U, 3241528582U, 1669328060U,
                              2604311949U, 734810122U,  1516407546U, 560948863U,  1767346780U, 561034892U,  4156330026U,
                              3716417003U, 3475297030U, 1518272172U, 227211583U,  3938128828U, 126112909U,  3043416448U,
                              3131561933U, 1328739897U, 2455664041U, 2272238452U};
const uint32_t kFnv1_32[] = {67176023U,   1190179409U, 2043204404U, 3221866419U, 2567703427U, 3787535528U, 4147287986U,
                             3500475733U, 344481048U,  3865235296U, 2181839183U, 119581266U,  510234242U,  4248244304U,
                             1362796839U, 103389328U,  1449620010U, 182962511U,  3554262370U, 3206747549U, 1551306158U,
                             4127558461U, 1889140833U, 2774173721U, 1180552018U};
const uint32_t kFnv1a_32[] = {280767167U,  2421315013U, 3072375666U, 855001899U,  459261019U,  3521085446U, 18738364U,
                              1625305005U, 2162232970U, 777243802U,  3323728671U, 132336572U,  3654473228U, 260679466U,
                              1169454059U, 2698319462U, 1062177260U, 235516991U,  2218399068U, 405302637U,  1128467232U,
                              3579622413U, 2138539289U, 96429129U,   2877453236U};
const uint32_t kHsieh[] = {3738850110U, 3636226060U, 3821074029U, 3489929160U, 3485772682U, 80540287U,   1805464076U,
                           1895033657U, 409795758U,  979934958U,  3634096985U, 1284445480U, 2265380744U, 707972988U,
                           353823508U,  1549198350U, 1327930172U, 9304163U,    4220749037U, 2493964934U, 2777873870U,
                           2057831732U, 1510213931U, 2027828987U, 3395453351U};
const uint32_t kMurmur[] = {4142305122U, 734504955U,  3802834688U, 4076891445U, 387802650U,  560515427U,  3274673488U,
                            3150339524U, 1527441970U, 2728642900U, 3613992239U, 2938419259U, 2321988328U, 1145154116U,
                            4038540960U, 2224541613U, 264013145U,  3995512858U, 2400956718U, 2346666219U, 926327338U,
                            442757446U,  1770805201U, 560483147U,  3902279934U};
const uint32_t kJenkins[] = {1442444624U, 4253821186U, 1885058256U, 2120131735U, 3261968576U, 3515188778U, 4232909173U,
                             4288625128U, 1812047395U, 3689182164U, 2502979932U, 1214050606U, 2415988847U, 1494268927U,
                             1025545760U, 3920481083U, 4153263658U, 3824871822U, 3072759809U, 798622255U,  3065432577U,
                             1453328165U, 2691550971U, 3408888387U, 2629893356U};
// Debian 12 libhashkit2 1.1.4 libhashkit_one_at_a_time() on the same words (hash_results.h has none).
const uint32_t kOneAtATime[] = {2297466611U, 3902465932U, 469785835U,  1937308741U, 261917617U,  3785641677U, 1439605128U,
                                1649152283U, 1493851484U, 1246520657U, 2221159044U, 1973511823U, 384136800U,  214358653U,
                                2379473940U, 4269788650U, 2864377005U, 2638630052U, 427683330U,  990491717U,  1747111141U,
                                792127364U,  2599214128U, 2553037199U, 2509838425U};

} // namespace

class TestTwemproxyHash : public QObject
{
    Q_OBJECT

private slots:
    void libmemcachedVectors_data()
    {
        QTest::addColumn<QString>("hash");
        QTest::addColumn<int>("word");
        QTest::addColumn<quint32>("expected");
        const struct
        {
            const char *name;
            const uint32_t *values;
        } tables[] = {{"md5", kMd5},           {"crc32", kCrc},         {"fnv1_64", kFnv1_64},
                      {"fnv1a_64", kFnv1a_64}, {"fnv1_32", kFnv1_32},   {"fnv1a_32", kFnv1a_32},
                      {"hsieh", kHsieh},       {"murmur", kMurmur},     {"jenkins", kJenkins},
                      {"one_at_a_time", kOneAtATime}};
        for (const auto &t : tables)
            for (int w = 0; w < 25; ++w)
                QTest::addRow("%s %s", t.name, kWords[w]) << QString::fromLatin1(t.name) << w << quint32(t.values[w]);
    }

    void libmemcachedVectors()
    {
        QFETCH(QString, hash);
        QFETCH(int, word);
        QFETCH(quint32, expected);
        Kind kind;
        QVERIFY(TwemproxyHash::fromName(hash, &kind));
        QCOMPARE(TwemproxyHash::hash(kind, QByteArrayView(kWords[word])), expected);
    }

    void signedBytes_data()
    {
        // Bytes >= 0x80: twemproxy reads keys as (signed) char. Expected values from Debian 12's
        // libhashkit2, which shares the code (hsieh is not built there; crc16/crc32a are not in it).
        QTest::addColumn<QString>("hash");
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<quint32>("expected");
        const QByteArray k1("\xff\x80" "abc");
        const QByteArray k2("caf\xc3\xa9");
        const QByteArray k3("k\xe9y");
        QTest::newRow("one_at_a_time ff80abc") << QStringLiteral("one_at_a_time") << k1 << quint32(3926978745U);
        QTest::newRow("one_at_a_time café") << QStringLiteral("one_at_a_time") << k2 << quint32(3650908318U);
        QTest::newRow("one_at_a_time kéy") << QStringLiteral("one_at_a_time") << k3 << quint32(3131465373U);
        QTest::newRow("md5 ff80abc") << QStringLiteral("md5") << k1 << quint32(2817180164U);
        QTest::newRow("crc32 ff80abc") << QStringLiteral("crc32") << k1 << quint32(11130U);
        QTest::newRow("crc32 café") << QStringLiteral("crc32") << k2 << quint32(6317U);
        QTest::newRow("fnv1_64 ff80abc") << QStringLiteral("fnv1_64") << k1 << quint32(3049255424U);
        QTest::newRow("fnv1_64 café") << QStringLiteral("fnv1_64") << k2 << quint32(2315714289U);
        QTest::newRow("fnv1a_64 ff80abc") << QStringLiteral("fnv1a_64") << k1 << quint32(3424020126U);
        QTest::newRow("fnv1a_64 kéy") << QStringLiteral("fnv1a_64") << k3 << quint32(3398579904U);
        QTest::newRow("fnv1_32 ff80abc") << QStringLiteral("fnv1_32") << k1 << quint32(3953484544U);
        QTest::newRow("fnv1a_32 café") << QStringLiteral("fnv1a_32") << k2 << quint32(1970454601U);
        QTest::newRow("murmur ff80abc") << QStringLiteral("murmur") << k1 << quint32(4153569428U);
        QTest::newRow("murmur kéy") << QStringLiteral("murmur") << k3 << quint32(28191469U);
        QTest::newRow("jenkins ff80abc") << QStringLiteral("jenkins") << k1 << quint32(3871644480U);
        QTest::newRow("jenkins café") << QStringLiteral("jenkins") << k2 << quint32(3412207021U);
    }

    void signedBytes()
    {
        QFETCH(QString, hash);
        QFETCH(QByteArray, key);
        QFETCH(quint32, expected);
        Kind kind;
        QVERIFY(TwemproxyHash::fromName(hash, &kind));
        QCOMPARE(TwemproxyHash::hash(kind, key), expected);
    }

    void crcCheckValues()
    {
        // The CRC catalogue's check string "123456789": CRC-32 = 0xCBF43926 (crc32a is zlib's
        // crc32); CRC-16/XMODEM = 0x31C3 in the low 16 bits of twemproxy's unmasked crc16.
        QCOMPARE(TwemproxyHash::crc32a("123456789"), 0xCBF43926u);
        QCOMPARE(TwemproxyHash::crc16("123456789") & 0xffffu, 0x31C3u);
        // The register is never masked: the bits shifted out above 15 stay in the result.
        QVERIFY(TwemproxyHash::crc16("123456789") > 0xffffu);
        QCOMPARE(TwemproxyHash::crc16("A") & 0xffffu, 0x58E5u); // XMODEM of "A"
        QCOMPARE(TwemproxyHash::crc32("123456789"), (0xCBF43926u >> 16) & 0x7fffu);
    }

    void emptyAndRanges()
    {
        // hsieh returns 0 for an empty key; jenkins returns its initial state unmixed.
        QCOMPARE(TwemproxyHash::hsieh(""), 0u);
        QCOMPARE(TwemproxyHash::jenkins(""), 0xdeadbeefu + 13u);
        QCOMPARE(TwemproxyHash::fnv1a_64(""), 0x84222325u);
        QCOMPARE(TwemproxyHash::bits(Kind::Crc32), 15);
        QCOMPARE(TwemproxyHash::bits(Kind::Crc32a), 32);
        for (int i = 0; i < 5000; ++i)
            QVERIFY(TwemproxyHash::crc32(QByteArray::number(i * 7919)) < 32768u);
    }

    void names()
    {
        const QStringList n = TwemproxyHash::names();
        QCOMPARE(n.size(), 12);
        for (const QString &name : n) {
            Kind k;
            QVERIFY(TwemproxyHash::fromName(name, &k));
            QCOMPARE(TwemproxyHash::name(k), name);
        }
        Kind k;
        QVERIFY(!TwemproxyHash::fromName(QStringLiteral("fnv1a64"), &k));
    }
};

QTEST_GUILESS_MAIN(TestTwemproxyHash)
#include "tst_twemproxyhash.moc"
