// The kinds of `ringlab-cli figure KIND` register from their pages' folders (issue 35 item 2):
// the registry holds exactly the kinds the command accepts, in its order; "all" takes every kind
// but traffic, and live only with --run; a kind registered from another file (here, this test)
// joins them without any shared list changing.
#include "figure/figureoptions.h"
#include "gui/export/figurekind.h"

#include <QTest>

using namespace ringlab::gui;

namespace {

class TestOnlyFigureKind : public FigureKind
{
public:
    QString name() const override { return QStringLiteral("test-only"); }
    bool inAll(const FigureRequest &) const override { return false; }
    FigureResult compute(const FigureRequest &request) const override
    {
        return FigureResult::badInput(request.aboutExperiment(QStringLiteral("nothing to draw")));
    }
};

RINGLAB_REGISTER_FIGURE_KIND(1000, TestOnlyFigureKind)

QStringList namesOf(const QList<const FigureKind *> &kinds)
{
    QStringList out;
    for (const FigureKind *kind : kinds)
        out << kind->name();
    return out;
}

} // namespace

class TestFigureKinds : public QObject
{
    Q_OBJECT
private slots:
    void theRegistryHoldsTheCommandsKinds()
    {
        QStringList expected = ringlab::figureoptions::kinds();
        QVERIFY(expected.removeAll(QStringLiteral("all")) == 1);
        expected << QStringLiteral("test-only"); // registered last, from this file
        QCOMPARE(namesOf(figureKinds()), expected);
        for (const QString &name : std::as_const(expected))
            QVERIFY2(figureKind(name) && figureKind(name)->name() == name, qPrintable(name));
        QVERIFY(!figureKind(QStringLiteral("all")));
        QVERIFY(!figureKind(QStringLiteral("nonesuch")));
    }

    void allTakesEveryKindButTrafficAndLiveOnlyWithARun()
    {
        FigureRequest request;
        QStringList all;
        for (const FigureKind *kind : figureKinds())
            if (kind->inAll(request))
                all << kind->name();
        const QStringList withoutRun{QStringLiteral("ring"), QStringLiteral("spread"), QStringLiteral("removal"),
                                     QStringLiteral("compare"), QStringLiteral("advisor"), QStringLiteral("gallery")};
        QCOMPARE(all, withoutRun);
        request.runFolder = QStringLiteral("/tmp/run");
        QVERIFY(figureKind(QStringLiteral("live"))->inAll(request));
        QVERIFY(!figureKind(QStringLiteral("traffic"))->inAll(request));
    }

    // The gallery computes its own settings and a live run has its folder: their figures do not
    // carry the request's experiment; every other kind's do.
    void onlyTheGalleryAndLiveCarryNoExperiment()
    {
        QStringList without;
        for (const FigureKind *kind : figureKinds())
            if (!kind->carriesExperiment())
                without << kind->name();
        QCOMPARE(without, (QStringList{QStringLiteral("live"), QStringLiteral("gallery")}));
    }

    // Bad input comes back as a result naming the field, not a crash or a silent default.
    void kindsSayWhatIsWrongWithTheRequest()
    {
        FigureRequest request;
        request.experimentFile = QStringLiteral("exp.json");
        FigureResult result = figureKind(QStringLiteral("test-only"))->compute(request);
        QCOMPARE(result.status, FigureResult::Status::BadInput);
        QCOMPARE(result.error, QStringLiteral("--experiment: exp.json: nothing to draw"));

        result = figureKind(QStringLiteral("live"))->compute(FigureRequest{});
        QCOMPARE(result.status, FigureResult::Status::BadInput);
        QVERIFY2(result.error.startsWith(QLatin1String("--run: ")), qPrintable(result.error));

        request = FigureRequest{};
        request.configFile = QStringLiteral("/nonexistent/nginx.conf");
        result = figureKind(QStringLiteral("advisor"))->compute(request);
        QCOMPARE(result.status, FigureResult::Status::BadInput);
        QVERIFY2(result.error.startsWith(QLatin1String("--config: ")), qPrintable(result.error));
        QVERIFY(result.figures.isEmpty());
    }
};

QTEST_MAIN(TestFigureKinds)
#include "tst_figurekinds.moc"
