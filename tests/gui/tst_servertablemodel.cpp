// ServerTableModel: sorted by share, consistent row/server maps, bar roles; passes the model tester.
#include "../snapshot/testscheme.h"

#include "gui/servers/servertablemodel.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace ringcore;
using ringlab::gui::ServerTableModel;
using ringlab::test::TestScheme;

class TestServerTableModel : public QObject
{
    Q_OBJECT
private slots:
    void sortedByShare_data();
    void sortedByShare();
    void resetToEmpty();
    void keysColumnNamesASample();
};

void TestServerTableModel::sortedByShare_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("perServer");
    QTest::newRow("100 × 1") << 100 << 1;
    QTest::newRow("30 × 40") << 30 << 40;
}

void TestServerTableModel::sortedByShare()
{
    QFETCH(int, servers);
    QFETCH(int, perServer);
    ServerTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto scheme = TestScheme::random(servers, perServer, false, 2);
    auto s = std::make_shared<const RingSnapshot>(RingSnapshotBuilder::fromAlgorithm(scheme, 1000, 1));
    model.setSnapshot(s);
    QCOMPARE(model.rowCount(), servers);
    QCOMPARE(model.columnCount(), int(ServerTableModel::NUM_COLUMNS));
    double previous = 2;
    for (int row = 0; row < servers; ++row) {
        const QModelIndex idx = model.index(row, ServerTableModel::BarColumn);
        const double share = idx.data(ServerTableModel::ShareRole).toDouble();
        QVERIFY(share <= previous);
        previous = share;
        const int server = idx.data(ServerTableModel::ServerIndexRole).toInt();
        QCOMPARE(model.rowOfServer(server), row);
        QCOMPARE(model.serverAtRow(row), server);
        QCOMPARE(share, s->shares[size_t(server)]);
        QCOMPARE(model.index(row, ServerTableModel::PointsColumn).data().toInt(), perServer);
        QCOMPARE(model.index(row, ServerTableModel::AddressColumn).data().toString(), s->servers.at(server).address);
        // "#" is the server's number in the list (the ring's labels count servers so: "3·12" is
        // point 12 of server 3), not the row's rank by share.
        QCOMPARE(model.index(row, ServerTableModel::RankColumn).data().toInt(), server + 1);
        QVERIFY(idx.data(ServerTableModel::MaxShareRole).toDouble() >= share);
    }
    QCOMPARE(model.serverAtRow(0), s->busiestServer);
    int outOfRank = 0; // rows whose "#" differs from their rank by share: this test would see a rank
    for (int row = 0; row < servers; ++row)
        outOfRank += model.index(row, ServerTableModel::RankColumn).data().toInt() != row + 1;
    QVERIFY(outOfRank > 0);
    QVERIFY(model.headerData(ServerTableModel::RankColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QLatin1String("server list")));
}

void TestServerTableModel::resetToEmpty()
{
    ServerTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSnapshot(std::make_shared<const RingSnapshot>(RingSnapshotBuilder::fromAlgorithm(TestScheme::random(5, 2, false), 0, 1)));
    QCOMPARE(model.rowCount(), 5);
    model.setSnapshot(nullptr);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.rowOfServer(0), -1);
}


// r17 B1: with "keys": 5000000 the Ring page showed Keys 5,000,000 while the table's Keys column
// summed to 1,000,000 (the snapshot's cap) under the plain title "Keys". The column's title and
// tooltip say it counts a sample; routed as asked, it stays "Keys".
void TestServerTableModel::keysColumnNamesASample()
{
    ServerTableModel model;
    auto scheme = TestScheme::random(3, 4, false, 2);
    const qint64 asked = RingSnapshotBuilder::kMaxRoutedKeys + 1;
    auto s = std::make_shared<const RingSnapshot>(RingSnapshotBuilder::fromAlgorithm(scheme, asked, 1));
    QCOMPARE(s->keysRouted, RingSnapshotBuilder::kMaxRoutedKeys);
    QCOMPARE(s->keysAsked, asked);
    qint64 sum = 0;
    for (qint64 c : s->keyCounts)
        sum += c;
    QCOMPARE(sum, s->keysRouted);
    model.setSnapshot(s);
    QCOMPARE(model.headerData(ServerTableModel::KeysColumn, Qt::Horizontal).toString(), QStringLiteral("Keys (sample)"));
    const QString tip = model.headerData(ServerTableModel::KeysColumn, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("1,000,000 of 1,000,001 keys routed (a sample")), qPrintable(tip));

    model.setSnapshot(std::make_shared<const RingSnapshot>(RingSnapshotBuilder::fromAlgorithm(scheme, 1000, 1)));
    QCOMPARE(model.headerData(ServerTableModel::KeysColumn, Qt::Horizontal).toString(), QStringLiteral("Keys"));
}

QTEST_MAIN(TestServerTableModel)
#include "tst_servertablemodel.moc"
