// Real nginx and HAProxy runs of 20,000 keys: every key must land where the ports predict.
#include "livetesthelpers.h"

using namespace ringcore;
using namespace ringlab::test;

class TestLiveAgreement : public QObject
{
    Q_OBJECT
private slots:
    void agreement_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::addColumn<QList<int>>("weights");
        QTest::addColumn<QList<int>>("down");
        QTest::addColumn<int>("engine");
        const QList<int> none;
        // A mixed vector: 1..5 repeating for nginx; HAProxy also gets 0 and its maximum 256.
        QList<int> mixedNginx, mixedHaproxy;
        for (int i = 0; i < 100; ++i) {
            mixedNginx.append(1 + i % 5);
            mixedHaproxy.append(i == 7 ? 0 : i == 8 ? 256 : 1 + (i * 7) % 20);
        }
        const QString nginx = QStringLiteral("nginx"), haproxy = QStringLiteral("haproxy");
        const int qnam = int(LoadEngineKind::Qnam), raw = int(LoadEngineKind::Raw);
        QTest::newRow("nginx-weight-1") << nginx << none << none << qnam;
        QTest::newRow("haproxy-weight-1") << haproxy << none << none << raw;
        QTest::newRow("nginx-mixed-weights") << nginx << mixedNginx << none << raw;
        QTest::newRow("haproxy-mixed-weights") << haproxy << mixedHaproxy << none << raw;
        QTest::newRow("nginx-one-down") << nginx << none << QList<int>{41} << raw;
        QTest::newRow("haproxy-one-down") << haproxy << none << QList<int>{41} << raw;
        QTest::newRow("nginx-several-down") << nginx << mixedNginx << QList<int>{0, 13, 41, 42, 99} << raw;
        QTest::newRow("haproxy-several-down") << haproxy << none << QList<int>{0, 13, 41, 42, 99} << qnam;
    }

    void agreement()
    {
        QFETCH(QString, proxy);
        QFETCH(QList<int>, weights);
        QFETCH(QList<int>, down);
        QFETCH(int, engine);
        QTemporaryDir out;
        LiveRunConfig config = smallRun(proxy, out.path());
        config.weights = weights;
        config.down = down;
        config.engine = LoadEngineKind(engine);
        LiveRunner runner;
        LiveRunResult result;
        QList<qint64> pids;
        QVERIFY(runToEnd(runner, config, &result, &pids));
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QStringLiteral("; "))));
        QCOMPARE(result.keysMeasured, qint64(20000));
        QCOMPARE(result.ok, qint64(20000));
        QCOMPARE(result.recheckSent, qint64(2000));
        qint64 sum = 0;
        for (const BackendCount &c : std::as_const(result.counts)) {
            sum += c.keys;
            if (c.down || c.weight == 0)
                QCOMPARE(c.keys, qint64(0)); // a down or zero-weight server must receive nothing
        }
        QCOMPARE(sum, qint64(20000));
        verifyNothingLeft(runner, result, pids);

        LivePrediction prediction;
        QString error;
        QVERIFY2(LivePredictor::predict(out.path(), &prediction, &error), qPrintable(error));
        QCOMPARE(prediction.compared, qint64(20000));
        QCOMPARE(prediction.mismatched, qint64(0));
        QCOMPARE(prediction.agreed, qint64(20000));
    }
};

QTEST_GUILESS_MAIN(TestLiveAgreement)
#include "tst_liveagreement.moc"
