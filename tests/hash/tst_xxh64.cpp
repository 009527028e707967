// Xxh64 (libxxhash) against xxHash's sanity vectors and Envoy's hash tests
// (tests/data/peers/test_vectors.json).
#include "ringcore/hash/xxh64.h"
#include "support/testpaths.h"

#include <QtTest>

using ringcore::Xxh64;

namespace {
QJsonObject vectors()
{
    QFile file(ringlab::test::dataFile(QStringLiteral("peers/test_vectors.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

quint64 parseU64(const QJsonValue &value)
{
    // Large values are stored as hex strings or as JSON numbers written in full; read the
    // latter from the raw text to avoid double rounding.
    if (value.isString()) {
        const QString text = value.toString();
        bool ok = false;
        const quint64 v = text.startsWith(QLatin1String("0x"), Qt::CaseInsensitive)
                              ? text.mid(2).toULongLong(&ok, 16)
                              : text.toULongLong(&ok, 10);
        return ok ? v : 0;
    }
    return static_cast<quint64>(value.toInteger());
}

// QJsonDocument stores numbers above 2^63 as doubles; pull the exact integers of one
// section's "vectors" array from the text (only numbers outside strings, 6 digits or more).
QList<quint64> rawNumbers(const QByteArray &json, const QByteArray &section)
{
    QList<quint64> out;
    const qsizetype key = json.indexOf("\"" + section + "\"");
    qsizetype i = json.indexOf('[', json.indexOf("\"vectors\"", key));
    if (key < 0 || i < 0)
        return out;
    int depth = 0;
    bool inString = false;
    QByteArray digits;
    for (; i < json.size(); ++i) {
        const char c = json.at(i);
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c >= '0' && c <= '9') {
            digits += c;
            continue;
        }
        if (digits.size() >= 6)
            out.append(digits.toULongLong());
        digits.clear();
        if (c == '"')
            inString = true;
        else if (c == '[')
            ++depth;
        else if (c == ']' && --depth == 0)
            break;
    }
    return out;
}

QByteArray sanityBuffer(qsizetype size)
{
    QByteArray buffer(size, Qt::Uninitialized);
    quint64 g = 2654435761ull;
    for (qsizetype i = 0; i < size; ++i) {
        buffer[i] = char((g >> 56) & 0xff);
        g *= 11400714785074694797ull;
    }
    return buffer;
}
} // namespace

class TestXxh64 : public QObject
{
    Q_OBJECT
private slots:
    void sanity_data();
    void sanity();
    void envoyStrings_data();
    void envoyStrings();
    void envoySpanChainsSeeds();
    void streamingEqualsOneShot();
};

void TestXxh64::sanity_data()
{
    QTest::addColumn<int>("length");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("expected");
    const QJsonArray list = vectors().value(QLatin1String("xxh64_sanity")).toObject().value(QLatin1String("vectors")).toArray();
    QVERIFY2(list.size() >= 5, "xxh64_sanity vectors missing from test_vectors.json");
    for (const QJsonValue &v : list) {
        const QJsonArray row = v.toArray();
        const int length = row.at(0).toInt();
        const quint64 seed = quint64(row.at(1).toDouble());
        QTest::addRow("len %d seed %llu", length, seed) << length << seed << parseU64(row.at(2));
    }
}

void TestXxh64::sanity()
{
    QFETCH(int, length);
    QFETCH(quint64, seed);
    QFETCH(quint64, expected);
    QVERIFY(expected != 0);
    QCOMPARE(Xxh64::of(sanityBuffer(length), seed), expected);
}

void TestXxh64::envoyStrings_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<quint64>("expected");
    QFile file(ringlab::test::dataFile(QStringLiteral("peers/test_vectors.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    const QJsonArray list = QJsonDocument::fromJson(json).object().value(QLatin1String("xxh64_strings")).toObject()
                                .value(QLatin1String("vectors")).toArray();
    const QList<quint64> exact = rawNumbers(json, "xxh64_strings");
    QCOMPARE(exact.size(), list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QByteArray input = list.at(i).toArray().at(0).toString().toUtf8();
        QCOMPARE(list.at(i).toArray().at(1).toInt(), 0); // seed
        QTest::addRow("\"%s\"", input.constData()) << input << exact.at(i);
    }
}

void TestXxh64::envoyStrings()
{
    QFETCH(QByteArray, input);
    QFETCH(quint64, expected);
    QCOMPARE(Xxh64::of(input), expected);
}

void TestXxh64::envoySpanChainsSeeds()
{
    QFile file(ringlab::test::dataFile(QStringLiteral("peers/test_vectors.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray json = file.readAll();
    const QList<quint64> exact = rawNumbers(json, "xxh64_span");
    QCOMPARE(exact.size(), 1);
    QCOMPARE(Xxh64::chained({"foo", "bar"}), exact.at(0));
    QCOMPARE(Xxh64::of("bar", Xxh64::of("foo")), exact.at(0));
    // Not the hash of the concatenation, which is what streaming gives.
    Xxh64 h;
    h.update("foo").update("bar");
    QCOMPARE(h.value(), Xxh64::of("foobar"));
    QVERIFY(h.value() != exact.at(0));
}

void TestXxh64::streamingEqualsOneShot()
{
    const QByteArray data = sanityBuffer(1000);
    for (int cut : {0, 1, 31, 32, 33, 500, 1000}) {
        Xxh64 h(42);
        h.update(QByteArrayView(data).first(cut)).update(QByteArrayView(data).sliced(cut));
        QCOMPARE(h.value(), Xxh64::of(data, 42));
    }
    Xxh64 h(7);
    h.update("x");
    h.reset(0);
    QCOMPARE(h.value(), Xxh64::of(QByteArray()));
}

QTEST_GUILESS_MAIN(TestXxh64)
#include "tst_xxh64.moc"
