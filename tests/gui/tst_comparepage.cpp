// Compare page: the seed's rows plus every algorithm, sortable through QSortFilterProxyModel,
// models that pass QAbstractItemModelTester, and the tables exportable as figures.
#include "gui/compare/comparepage.h"
#include "gui/compare/compareremovalmodel.h"
#include "gui/compare/compareresultsmodel.h"
#include "gui/common/inputhelpers.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QLabel>
#include <QTableView>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace ringlab::gui;

class TestComparePage : public QObject
{
    Q_OBJECT
private slots:
    // Issue 34 item 12: "points per server" is a per-server fact. nginx with 20 servers and one
    // down showed 168 (3,200 points over the 19 servers up); nginx places 160 on every server.
    // Item 14: the results table copies as tab-separated text with its header row (Ctrl+A, Ctrl+C).
    void pointsPerServerAndCopy()
    {
        ComparePage page;
        page.resize(1200, 700);
        page.QWidget::show();
        ringcore::Experiment e;
        QString error;
        e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9020"), &error);
        e.servers[6].down = true;
        e.keys = 2000;
        QSignalSpy shown(&page, &ComparePage::dataShown);
        page.setExperiment(e);
        QVERIFY(shown.wait(120000) || shown.count() > 0);
        QTableView *view = nullptr;
        for (QTableView *v : page.findChildren<QTableView *>())
            if (v->model() == page.resultsProxy())
                view = v;
        QVERIFY(view);
        int nginxRow = -1;
        for (int r = 0; r < view->model()->rowCount(); ++r)
            if (view->model()->index(r, CompareResultsModel::Setting).data().toString().startsWith(QLatin1String("nginx")))
                nginxRow = r;
        QVERIFY(nginxRow >= 0);
        QCOMPARE(view->model()->index(nginxRow, CompareResultsModel::Points).data().toString(), QStringLiteral("160"));

        InputHelpers::installAll(&page);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
        QGuiApplication::clipboard()->clear();
        QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
        const QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), view->model()->rowCount() + 1);
        const QStringList header = lines.first().split(QLatin1Char('\t'));
        QCOMPARE(header.size(), int(CompareResultsModel::NUM_COLUMNS));
        QCOMPARE(header.at(CompareResultsModel::Busiest),
                 view->model()->headerData(CompareResultsModel::Busiest, Qt::Horizontal).toString().simplified());
        const QStringList nginx = lines.at(nginxRow + 1).split(QLatin1Char('\t'));
        QCOMPARE(nginx.size(), int(CompareResultsModel::NUM_COLUMNS));
        QCOMPARE(nginx.at(CompareResultsModel::Points), QStringLiteral("160"));
        QCOMPARE(nginx.at(CompareResultsModel::Busiest),
                 view->model()->index(nginxRow, CompareResultsModel::Busiest).data().toString());
        // The context menu offers the same.
        auto *copy = view->findChild<QAction *>(QStringLiteral("copyTableAction"));
        QVERIFY(copy && view->actions().contains(copy));
        QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
        view->clearSelection();
        view->selectionModel()->select(view->model()->index(nginxRow, CompareResultsModel::Points), QItemSelectionModel::Select);
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(),
                 view->model()->headerData(CompareResultsModel::Points, Qt::Horizontal).toString().simplified()
                     + QStringLiteral("\n160\n"));
    }

    void tableAndSorting()
    {
        ComparePage page;
        QAbstractItemModelTester t1(page.resultsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(page.removalModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t3(page.resultsProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t4(page.removalProxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        ringcore::Experiment e;
        QString error;
        e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9020"), &error);
        e.keys = 4000;
        e.seed = 5;
        QSignalSpy shown(&page, &ComparePage::dataShown);
        page.setExperiment(e);
        QVERIFY(shown.wait(120000) || shown.count() > 0);

        const int settings = int(ringcore::CompareAnalysis::defaultSettings().size());
        QVERIFY(settings >= 2);
        QCOMPARE(page.resultsModel()->rowCount(), settings);
        QCOMPARE(page.removalModel()->rowCount(), settings);
        QCOMPARE(page.resultsModel()->columnCount(), int(CompareResultsModel::NUM_COLUMNS));
        // The raw role carries the numbers of ringcore's table.
        const ringcore::CompareRow &row0 = page.table().rows.first();
        QCOMPARE(page.resultsModel()->data(page.resultsModel()->index(0, CompareResultsModel::Busiest), Qt::UserRole).toDouble(),
                 row0.routing.measured.busiest);
        QCOMPARE(page.table().removedAddress, QStringLiteral("127.0.0.1:9011")); // middle server (no 9042 here)
        // Memory is written as everywhere else (NumberText::bytes: "kB", as the Numbers panel), never "KiB".
        const QString memory = page.resultsModel()->data(page.resultsModel()->index(0, CompareResultsModel::Memory)).toString();
        QCOMPARE(memory, ringcore::NumberText::bytes(double(row0.footprint.memoryBytes)));
        QVERIFY2(!memory.contains(QLatin1String("iB")), qPrintable(memory));

        // The Points column: a table's entries are slots ("3,277†" for Maglev's 65,537 over 20
        // servers), a stateless scheme has none ("—"); both explained in a tool tip and in the note
        // under the table, which the exported figure's caption carries too.
        bool sawTable = false, sawRing = false, sawNone = false;
        for (int r = 0; r < page.table().rows.size(); ++r) {
            const ringcore::CompareRow &row = page.table().rows[r];
            const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(row.setting.algorithm);
            QVERIFY2(info, qPrintable(row.setting.algorithm));
            if (!row.error.isEmpty())
                continue;
            const QModelIndex index = page.resultsModel()->index(r, CompareResultsModel::Points);
            const QString text = page.resultsModel()->data(index).toString();
            const QString tip = page.resultsModel()->data(index, Qt::ToolTipRole).toString();
            const QString what = row.setting.label + QLatin1String(": ") + text + QLatin1String(" / ") + tip;
            if (info->structure == ringcore::AlgorithmInfo::Structure::Decision) {
                QCOMPARE(text, QStringLiteral("—"));
                QVERIFY2(tip.contains(QLatin1String("keeps no points")), qPrintable(what));
                sawNone = true;
            } else if (info->structure == ringcore::AlgorithmInfo::Structure::Table) {
                QVERIFY2(text.endsWith(QStringLiteral("†")) && text.at(0).isDigit(), qPrintable(what));
                QVERIFY2(tip.contains(QLatin1String("slots per server")), qPrintable(what));
                sawTable = true;
            } else {
                QVERIFY2(text.at(0).isDigit() && !text.contains(QStringLiteral("†")), qPrintable(what));
                QVERIFY2(tip.isEmpty(), qPrintable(what));
                sawRing = true;
            }
            if (row.setting.algorithm == QLatin1String("maglev"))
                QCOMPARE(text, QLocale().toString(65537.0 / 20, 'f', 0) + QStringLiteral("†"));
        }
        QVERIFY(sawTable && sawRing && sawNone);
        const QString note = CompareResultsModel::note(page.table());
        QVERIFY2(note.contains(QStringLiteral("† slots")) && note.contains(QStringLiteral("— no points")), qPrintable(note));
        QCOMPARE(page.resultsNote()->text(), note);
        QVERIFY(!page.resultsNote()->isHidden());
        const QList<Figure> shownFigures = page.figures();
        QVERIFY(!shownFigures.isEmpty());
        QCOMPARE(shownFigures.first().name, QStringLiteral("compare-results"));
        QVERIFY2(shownFigures.first().caption.endsWith(note), qPrintable(shownFigures.first().caption));

        // Sort by busiest, descending: the proxy's column is non-increasing.
        QSortFilterProxyModel *proxy = page.resultsProxy();
        proxy->sort(CompareResultsModel::Busiest, Qt::DescendingOrder);
        double previous = 1e300;
        for (int r = 0; r < proxy->rowCount(); ++r) {
            const QVariant v = proxy->data(proxy->index(r, CompareResultsModel::Busiest), Qt::UserRole);
            if (!v.isValid())
                continue; // a failed setting has no number
            QVERIFY(v.toDouble() <= previous);
            previous = v.toDouble();
        }
        const QList<Figure> figures = page.figures();
        QCOMPARE(figures.size(), 4); // two tables and their two charts
        QCOMPARE(figures[2].name, QStringLiteral("compare-spread-chart"));
        QCOMPARE(figures[2].plot.y.categories.size(), settings);
        QCOMPARE(figures[0].data.rows.size(), settings);
        // The caption writes its counts as the rest of the UI does (4,000 keys, not 4000).
        QVERIFY2(figures[0].caption.contains(ringcore::NumberText::integer(4000) + QLatin1String(" keys")),
                 qPrintable(figures[0].caption));
        QVERIFY2(!figures[0].caption.contains(QLatin1String("4000")), qPrintable(figures[0].caption));

        // Another removed server recomputes the removal table.
        shown.clear();
        page.setRemovedIndex(3);
        QVERIFY(shown.wait(120000) || shown.count() > 0);
        QCOMPARE(page.table().removedAddress, QStringLiteral("127.0.0.1:9004"));
    }

    // Issue 14 review: with one server at weight 5 the table showed the unweighted numbers under
    // "every algorithm on the experiment's servers", contradicting the Numbers panel, and with 0
    // keys it routed 1,000 without a word. Both are said under the table and in the captions.
    void saysWhatItDoesNotTakeFromTheExperiment()
    {
        ComparePage page;
        ringcore::Experiment e;
        QString error;
        e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9020"), &error);
        e.seed = 5;
        e.keys = 4000;
        QSignalSpy shown(&page, &ComparePage::dataShown);
        page.setExperiment(e);
        QVERIFY(shown.wait(120000) || shown.count() > 0);
        QVERIFY2(!page.resultsNote()->text().contains(QLatin1String("weights")), qPrintable(page.resultsNote()->text()));
        e.servers[0].weight = 5;
        e.keys = 0;
        shown.clear();
        page.setExperiment(e);
        QVERIFY(shown.wait(120000) || shown.count() > 0);
        const QString note = page.resultsNote()->text();
        QVERIFY2(note.contains(QLatin1String("weights are not used")), qPrintable(note));
        QVERIFY2(note.contains(QLatin1String("has 0 keys")) && note.contains(ringcore::NumberText::integer(1000)), qPrintable(note));
        QVERIFY(!page.resultsNote()->isHidden());
        for (const Figure &f : page.figures().mid(0, 2))
            QVERIFY2(f.caption.contains(QLatin1String("weights are not used")) && f.caption.contains(QLatin1String("has 0 keys")),
                     qPrintable(f.name + QLatin1String(": ") + f.caption));
    }

    // r17 B1: with more keys than it routes (the experiment allows 10⁹, Compare routes at most
    // 1,000,000) the page and the figures said "1,000,000 keys" and nothing of the 5,000,000
    // asked. The note under the table (and so the captions) names the sample.
    void saysWhenItRoutesASample()
    {
        ringcore::Experiment e;
        QString error;
        e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9004"), &error);
        e.keys = 5000000;
        QCOMPARE(ComparePage::keysFor(e.keys).routed(), ComparePage::kMaxKeys);
        const QString note = ComparePage::experimentNote(e);
        QVERIFY2(note.contains(QLatin1String("The experiment has 5,000,000 keys; Compare routes the first 1,000,000 (a sample")),
                 qPrintable(note));
        ringcore::CompareTable table;
        table.keys = ComparePage::kMaxKeys;
        QVERIFY2(ComparePage::caption(e, table).contains(note), qPrintable(ComparePage::caption(e, table)));
        e.keys = ComparePage::kMaxKeys; // all of them: nothing to say
        QCOMPARE(ComparePage::experimentNote(e), QString());
    }

    // A setting that could not be built: its label stays, the numbers are empty (raw and shown),
    // the error is the tool tip; a good row beside it is right-aligned and formatted.
    void failedRowsShowTheirError()
    {
        ringcore::CompareTable table;
        ringcore::CompareRow good;
        good.setting.label = QStringLiteral("nginx");
        good.pointsPerServer = 160;
        good.routing.measured.busiest = 1.25;
        ringcore::CompareRow bad;
        bad.setting.label = QStringLiteral("maglev 7");
        bad.error = QStringLiteral("table size 7 is below the 20 servers");
        table.rows = {good, bad};
        ringcore::CompareRemovalRow removed;
        removed.setting.label = QStringLiteral("maglev 7");
        removed.error = bad.error;
        table.removal = {removed};
        CompareResultsModel results;
        CompareRemovalModel removal;
        QAbstractItemModelTester t1(&results, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(&removal, QAbstractItemModelTester::FailureReportingMode::QtTest);
        results.setTable(table);
        removal.setTable(table);
        QCOMPARE(results.rowCount(), 2);
        QCOMPARE(removal.rowCount(), 1);
        QCOMPARE(removal.columnCount(), int(CompareRemovalModel::NUM_COLUMNS));
        const auto cell = [](const QAbstractItemModel &m, int row, int column, int role = Qt::DisplayRole) {
            return m.data(m.index(row, column), role);
        };
        QCOMPARE(cell(results, 0, CompareResultsModel::Points).toString(), QStringLiteral("160"));
        QCOMPARE(cell(results, 0, CompareResultsModel::Busiest, CompareResultsModel::RawRole).toDouble(), 1.25);
        QCOMPARE(cell(results, 0, CompareResultsModel::Busiest, Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));
        QVERIFY(!cell(results, 0, CompareResultsModel::Setting, Qt::TextAlignmentRole).isValid());
        QVERIFY(!cell(results, 0, CompareResultsModel::Busiest, Qt::ToolTipRole).isValid());
        QCOMPARE(cell(results, 1, CompareResultsModel::Setting).toString(), QStringLiteral("maglev 7"));
        QCOMPARE(cell(results, 1, CompareResultsModel::Setting, CompareResultsModel::RawRole).toString(), QStringLiteral("maglev 7"));
        QCOMPARE(cell(results, 1, CompareResultsModel::Points).toString(), QStringLiteral("error"));
        QCOMPARE(cell(results, 1, CompareResultsModel::Busiest).toString(), QString());
        QVERIFY(!cell(results, 1, CompareResultsModel::Busiest, CompareResultsModel::RawRole).isValid());
        QCOMPARE(cell(results, 1, CompareResultsModel::Cv, Qt::ToolTipRole).toString(), bad.error);
        QCOMPARE(cell(removal, 0, CompareRemovalModel::Setting).toString(), QStringLiteral("maglev 7"));
        QCOMPARE(cell(removal, 0, CompareRemovalModel::Receivers).toString(), QString());
        QCOMPARE(cell(removal, 0, CompareRemovalModel::Largest, Qt::ToolTipRole).toString(), bad.error);
    }
};

QTEST_MAIN(TestComparePage)
#include "tst_comparepage.moc"
