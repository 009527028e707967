#include "gui/live/runcomparebox.h"

#include "gui/settings/appsettings.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/systemdescription.h"

#include <QComboBox>
#include <QDir>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QVBoxLayout>
#include <QTime>

namespace ringlab::gui {

RunCompareBox::RunCompareBox(QWidget *parent)
    : QGroupBox(parent)
    , m_normalLabel(new QLabel(this))
    , m_downLabel(new QLabel(this))
    , m_normal(new QComboBox(this))
    , m_down(new QComboBox(this))
    , m_normalBrowse(new QPushButton(this))
    , m_downBrowse(new QPushButton(this))
    , m_compare(new QPushButton(this))
    , m_cancel(new QPushButton(this))
    , m_result(new QLabel(this))
    , m_job(new JobRunner<RemapOutcome>(this))
{
    setObjectName(QStringLiteral("remapBox"));
    for (QComboBox *box : {m_normal, m_down}) {
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
        // A chosen run shows from its start ("HAProxy · 2,000 keys …"), not scrolled to its end.
        connect(box, &QComboBox::currentIndexChanged, box, [box] { box->lineEdit()->setCursorPosition(0); });
        connect(box, &QComboBox::currentIndexChanged, this, &RunCompareBox::fieldsChanged);
        connect(box, &QComboBox::editTextChanged, this, &RunCompareBox::fieldsChanged);
    }
    updateRecentRuns();
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->hide(); // no empty line's height before there is a result (the checklist above gets it)

    // Each label above its box (the long run labels must not widen the page: 1366 px with the
    // tour), "Browse…" beside the label, so that a run's box has the column's whole width to show
    // it ("HAProxy · 2,000 keys · valid · 15:03:50"; beside the button it showed "HAProxy · 2,00").
    auto *form = new QVBoxLayout(this);
    auto *normalRow = new QHBoxLayout;
    normalRow->addWidget(m_normalLabel, 1);
    normalRow->addWidget(m_normalBrowse);
    auto *downRow = new QHBoxLayout;
    downRow->addWidget(m_downLabel, 1);
    downRow->addWidget(m_downBrowse);
    form->addLayout(normalRow);
    form->addWidget(m_normal);
    form->addLayout(downRow);
    form->addWidget(m_down);
    m_normalLabel->setBuddy(m_normal);
    m_downLabel->setBuddy(m_down);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_compare);
    buttons->addWidget(m_cancel);
    buttons->addStretch();
    m_cancel->setVisible(false);
    form->addLayout(buttons);
    form->addWidget(m_result);

    connect(m_normalBrowse, &QPushButton::clicked, this, [this] { browseRun(m_normal); });
    connect(m_downBrowse, &QPushButton::clicked, this, [this] { browseRun(m_down); });
    connect(m_compare, &QPushButton::clicked, this, &RunCompareBox::compareRuns);
    connect(m_cancel, &QPushButton::clicked, m_job, &JobRunnerBase::cancel);
    m_job->onResult([this](const RemapOutcome &o) { showRemap(o); });
    connect(m_job, &JobRunnerBase::busyChanged, this, [this](bool busy) {
        m_compare->setEnabled(!busy);
        m_cancel->setVisible(busy);
    });
    connect(m_job, &JobRunnerBase::cancelled, this, [this] {
        showResult(tr("Cancelled."));
        emit remapShown();
    });
}

void RunCompareBox::showResult(const QString &text)
{
    m_result->setText(text);
    m_result->setVisible(!text.isEmpty());
    fitResult();
    m_resultNormal = normalRun();
    m_resultDown = downRun();
}

// The word-wrapped result is as high as its lines at the column's width: in the Live page's
// scrolling column a stale height-for-width left it one line high (tst_livepage::
// remapResultIsNeverClipped). The run boxes above it span the same column, so their width is its.
void RunCompareBox::fitResult()
{
    const int width = m_normal->width();
    if (width > 0)
        m_result->setMinimumHeight(m_result->text().isEmpty() ? 0 : m_result->heightForWidth(width));
}

void RunCompareBox::resizeEvent(QResizeEvent *event)
{
    QGroupBox::resizeEvent(event);
    fitResult();
}

void RunCompareBox::fieldsChanged()
{
    if (normalRun() == m_resultNormal && downRun() == m_resultDown)
        return; // the same two runs (the lists refilled, a language switch)
    if (m_job->isBusy())
        m_job->cancel(); // its result would be about the previous pair
    m_shown.reset();
    m_result->clear();
    m_result->setVisible(false);
    m_resultNormal = normalRun();
    m_resultDown = downRun();
}

QString RunCompareBox::describeRun(const QString &dir, bool *hasDown)
{
    ringcore::LiveRunResult r;
    QString error;
    if (!ringcore::LiveRunResult::load(dir, &r, &error))
        return {};
    const QLocale locale;
    const ringcore::SystemDescription *system = ringcore::SystemRegistry::find(r.proxy);
    QStringList down;
    for (const ringcore::Server &s : std::as_const(r.servers))
        if (s.down)
            down << s.address;
    if (hasDown)
        *hasDown = !down.isEmpty();
    const QString state = r.cancelled ? tr("cancelled") : r.valid ? tr("valid") : tr("not valid");
    const QDateTime when = QFileInfo(QDir(dir).filePath(QStringLiteral("results.json"))).lastModified();
    // Seconds: runs of the same proxy and keys a minute apart must read differently.
    const QString clock = locale.toString(when.time(), locale.timeFormat(QLocale::ShortFormat).contains(QLatin1String("ss"))
                                                            ? locale.timeFormat(QLocale::ShortFormat)
                                                            : locale.timeFormat(QLocale::ShortFormat).replace(QLatin1String("mm"), QLatin1String("mm:ss")));
    const QString time = when.date() == QDate::currentDate() ? clock
                                                              : locale.toString(when.date(), QLocale::ShortFormat) + QLatin1Char(' ') + clock;
    QString text = tr("%1 · %2 keys · %3 · %4", nullptr, ringcore::NumberText::pluralCount(r.keysMeasured))
                       .arg(system ? system->displayName() : r.proxy, locale.toString(r.keysMeasured), state, time);
    if (!down.isEmpty()) {
        constexpr int kShown = 2;
        QString list = QStringList(down.mid(0, kShown)).join(QStringLiteral(", "));
        if (down.size() > kShown)
            list = tr("%1 and %n more", nullptr, int(down.size() - kShown)).arg(list);
        text += QStringLiteral(" · ") + tr("down: %1").arg(list);
    }
    return text;
}

QString RunCompareBox::runPath(const QComboBox *box)
{
    const QString text = box->currentText().trimmed();
    // The chosen entry itself (two entries may read alike), else any entry reading so.
    const int i = box->currentIndex() >= 0 && box->itemText(box->currentIndex()) == text ? box->currentIndex()
                                                                                           : box->findText(text);
    if (i >= 0 && !box->itemData(i).toString().isEmpty())
        return box->itemData(i).toString();
    return QDir::fromNativeSeparators(text);
}

void RunCompareBox::showRun(QComboBox *box, const QString &dir)
{
    const int i = box->findData(QDir::cleanPath(dir));
    if (i >= 0)
        box->setCurrentIndex(i);
    else
        box->setEditText(QDir::toNativeSeparators(QDir::cleanPath(dir)));
    box->lineEdit()->setCursorPosition(0);
}

void RunCompareBox::updateRecentRuns()
{
    // Each list offers the runs it can take (every server up / some marked down), newest first,
    // each named by its proxy, keys, outcome and time; the folder is the entry's tooltip.
    struct Entry
    {
        QString text, path;
        bool hasDown = false;
    };
    QList<Entry> entries;
    for (const QString &run : AppSettings::recentLiveRuns()) {
        Entry e;
        e.path = QDir::cleanPath(run);
        e.text = describeRun(e.path, &e.hasDown);
        if (e.text.isEmpty())
            continue;
        for (const Entry &other : std::as_const(entries))
            if (other.text == e.text) { // still alike: the folder's name tells them apart
                e.text += QStringLiteral(" · ") + QFileInfo(e.path).fileName();
                break;
            }
        entries << e;
    }
    for (QComboBox *box : {m_normal, m_down}) {
        const QString current = runPath(box);
        const QSignalBlocker block(box);
        box->clear();
        for (const Entry &e : std::as_const(entries)) {
            if (e.hasDown != (box == m_down))
                continue;
            box->addItem(e.text, e.path);
            box->setItemData(box->count() - 1, QDir::toNativeSeparators(e.path), Qt::ToolTipRole);
        }
        if (current.isEmpty())
            box->setEditText(QString());
        else
            showRun(box, current);
    }
}

void RunCompareBox::browseRun(QComboBox *box)
{
    const QString start = runPath(box).isEmpty() ? AppSettings::lastFolder() : runPath(box);
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a live run folder (with results.json)"), start);
    if (dir.isEmpty())
        return;
    box->setEditText(QDir::toNativeSeparators(dir));
}

void RunCompareBox::offerRun(const QString &runDir, bool measured, bool valid, bool hasDown)
{
    if (measured) {
        AppSettings::addRecentLiveRun(runDir);
        updateRecentRuns();
    }
    if (m_normal->currentText().isEmpty() && valid && !hasDown)
        showRun(m_normal, runDir);
    else if (valid && hasDown)
        showRun(m_down, runDir);
}

void RunCompareBox::showRemap(const RemapOutcome &o, bool announce)
{
    m_shown = o;
    if (!o.ok) {
        showResult(o.error);
        if (announce)
            emit remapShown();
        return;
    }
    const ringcore::LiveRemap &remap = o.remap;
    const QLocale locale;
    const auto side = [&](const ringcore::RemapSide &s) {
        return tr("%1 keys on the removed servers, %2 receivers, largest %3%, %4 other keys moved")
            .arg(locale.toString(s.keysOnRemoved))
            .arg(s.receivers)
            .arg(locale.toString(s.largestShare * 100, 'f', 1), locale.toString(s.otherMoved));
    };
    showResult(tr("Removed: %1 (%2 common keys)\nMeasured: %3\nPredicted: %4%5")
                          .arg(remap.removed.join(QStringLiteral(", ")), locale.toString(remap.commonKeys),
                               side(remap.measured), side(remap.predicted),
                               remap.notes.isEmpty() ? QString() : QStringLiteral("\n") + remap.notes.join(QLatin1Char(' '))));
    if (announce)
        emit remapShown();
}

void RunCompareBox::compareRuns()
{
    // Both runs' mapping files are read (tens of MB for big runs): never on the GUI thread.
    const QString normal = runPath(m_normal);
    const QString downDir = runPath(m_down);
    if (normal.isEmpty() || downDir.isEmpty()) {
        showResult(normal.isEmpty() ? tr("Normal run: choose the folder of a run with every server up.")
                                           : tr("Run with servers down: choose the folder of a run with servers marked down."));
        emit remapShown();
        return;
    }
    showResult(tr("Comparing the two runs…"));
    m_job->start([normal, downDir](const JobControl &) {
        RemapOutcome o;
        o.ok = ringcore::LiveRemapper::compare(normal, downDir, &o.remap, &o.error);
        return o;
    });
}

void RunCompareBox::retranslate()
{
    setTitle(tr("Remap of two runs"));
    m_compare->setText(tr("Compare runs"));
    m_cancel->setText(tr("Cancel"));
    m_normalLabel->setText(tr("Normal run:"));
    m_downLabel->setText(tr("Run with servers down:"));
    m_normalBrowse->setText(tr("Browse…"));
    m_downBrowse->setText(tr("Browse…"));
    m_normal->setToolTip(tr("Folder of a live run with every server up (recent runs in the list)"));
    m_down->setToolTip(tr("Folder of a live run of the same keys with servers marked down"));
    updateRecentRuns(); // the entries' words ("valid", "keys") in the new language
    // Wide enough for a typical run, in this language: proxy, keys, state and time.
    const QString typical = tr("%1 · %2 keys · %3 · %4", nullptr, 2000)
                                .arg(QStringLiteral("HAProxy"), QLocale().toString(2000), tr("valid"),
                                     QLocale().toString(QTime(15, 3, 50), QStringLiteral("HH:mm:ss")));
    for (QComboBox *box : {m_normal, m_down}) {
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.editable = true;
        const QFontMetrics fm(box->font());
        const QSize text(fm.horizontalAdvance(typical) + 2 * fm.averageCharWidth(), fm.height());
        box->setMinimumWidth(box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, text, box).width());
    }
    if (m_shown && m_result->isVisible())
        showRemap(*m_shown, false);
}

} // namespace ringlab::gui
