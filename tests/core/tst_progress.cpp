// ringcore::Progress, the one progress type of long work: built from (done, total) or
// (done, total, label) callables, empty when given nothing, offset for a part of a larger run,
// and a percentage that never leaves 0-100.
#include "ringcore/core/progress.h"

#include <QTest>

using namespace ringcore;

class TestProgress : public QObject
{
    Q_OBJECT

private slots:
    void emptyIgnoresReports()
    {
        const Progress none;
        QVERIFY(!none);
        none(1, 2); // no callable: nothing happens
        const std::function<void(int, int)> empty;
        QVERIFY(!Progress(empty)); // an empty std::function is no report either
        QVERIFY(!none.offset(5, 10));
    }

    void twoAndThreeArguments()
    {
        qint64 done = -1, total = -1;
        const Progress two = [&](qint64 d, qint64 t) {
            done = d;
            total = t;
        };
        QVERIFY(two);
        two(3, 4, QStringLiteral("ignored"));
        QCOMPARE(done, qint64(3));
        QCOMPARE(total, qint64(4));

        QString label;
        const Progress three = [&](qint64 d, qint64 t, const QString &l) {
            done = d;
            total = t;
            label = l;
        };
        three(5, 6, QStringLiteral("figure"));
        QCOMPARE(done, qint64(5));
        QCOMPARE(label, QStringLiteral("figure"));
        three(7, 8);
        QVERIFY(label.isEmpty());

        // int arguments (older callers' lambdas) still convert.
        int seen = 0;
        const Progress ints = [&](int d, int) { seen = d; };
        ints(9, 10);
        QCOMPARE(seen, 9);
    }

    void offsetMapsAPart()
    {
        qint64 done = -1, total = -1;
        QString label;
        const Progress whole = [&](qint64 d, qint64 t, const QString &l) {
            done = d;
            total = t;
            label = l;
        };
        const Progress second = whole.offset(100, 200);
        second(30, 100, QStringLiteral("b"));
        QCOMPARE(done, qint64(130));
        QCOMPARE(total, qint64(200));
        QCOMPARE(label, QStringLiteral("b"));
    }

    void percent()
    {
        QCOMPARE(Progress::percent(0, 10), 0);
        QCOMPARE(Progress::percent(3, 4), 75);
        QCOMPARE(Progress::percent(10, 10), 100);
        QCOMPARE(Progress::percent(11, 10), 100);
        QCOMPARE(Progress::percent(-1, 10), 0);
        QCOMPARE(Progress::percent(5, 0), 0);
        QCOMPARE(Progress::percent(qint64(1) << 40, qint64(1) << 41), 50); // no int overflow
    }
};

QTEST_APPLESS_MAIN(TestProgress)
#include "tst_progress.moc"
