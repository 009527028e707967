// The tour panel's widgets: their layout in the narrow dock and in presenter mode, their texts,
// and the lesson text's font fitted to its box (presenter mode).
#include "gui/teaching/tourpanel.h"

#include "gui/teaching/presentermode.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace ringlab::gui {

void TourPanel::setUpWidgets()
{
    updateTitleFont();
    m_title->setWordWrap(true);
    m_progress->setStyleSheet(QStringLiteral("color: #666;"));
    // Any lesson, from its title: the reader (or a teacher) jumps to lesson N.
    m_lessonButton->setObjectName(QStringLiteral("tourLessons"));
    m_lessonButton->setPopupMode(QToolButton::InstantPopup);
    m_lessonButton->setMenu(m_lessonMenu);
    m_lessonMenu->setObjectName(QStringLiteral("tourLessonMenu"));
    m_invitation->setWordWrap(true);
    m_invitation->setObjectName(QStringLiteral("tourInvitation"));
    m_body->setObjectName(QStringLiteral("tourBody"));
    m_body->setOpenLinks(false);
    m_body->viewport()->installEventFilter(this); // presenter mode fits the text to the box
    m_prepareProgress->setObjectName(QStringLiteral("tourPrepareProgress"));
    m_prepareProgress->setRange(0, 100);
    m_prepareCancel->setObjectName(QStringLiteral("tourPrepareCancel"));
    m_back->setObjectName(QStringLiteral("tourBack"));
    m_restart->setObjectName(QStringLiteral("tourRestart"));
    m_show->setObjectName(QStringLiteral("tourShow"));
    m_next->setObjectName(QStringLiteral("tourNext"));

    m_speedBox->setObjectName(QStringLiteral("tourSpeed"));
    m_speedBox->addItem(QString(), int(Slow));
    m_speedBox->addItem(QString(), int(Normal));
    m_speedBox->addItem(QString(), int(Fast));
    m_speedBox->setCurrentIndex(int(Normal));
    m_pause->setObjectName(QStringLiteral("tourPause"));
    m_pause->setCheckable(true);
    m_stepButton->setObjectName(QStringLiteral("tourStep"));
    m_stepButton->setEnabled(false);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setBuddy(m_speedBox);
}

void TourPanel::buildLayout()
{
    auto *animation = m_animationRow = new QHBoxLayout;
    animation->addWidget(m_speedLabel);
    animation->addWidget(m_speedBox);
    animation->addStretch(1);
    // Pause and Step on their own row: in presenter mode's large font one row cut "Animation:" and the speed.
    auto *animationButtons = m_animationButtons = new QHBoxLayout;
    animationButtons->addWidget(m_pause);
    animationButtons->addWidget(m_stepButton);
    animationButtons->addStretch(1);

    // Two short rows: the panel stays narrow enough for the Ring page beside it at 1366×768.
    auto *lessonButtons = m_lessonRow = new QHBoxLayout;
    lessonButtons->addWidget(m_back);
    lessonButtons->addWidget(m_restart);
    lessonButtons->addStretch(1);
    auto *buttons = m_stepRow = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_show);
    buttons->addWidget(m_next);
    auto *progress = new QHBoxLayout;
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_lessonButton);
    auto *preparing = new QHBoxLayout;
    preparing->addWidget(m_prepareProgress, 1);
    preparing->addWidget(m_prepareCancel);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(progress);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    layout->addLayout(preparing);
    layout->addWidget(m_invitation);
    layout->addLayout(animation);
    layout->addLayout(animationButtons);
    layout->addLayout(lessonButtons);
    layout->addLayout(buttons);
}

void TourPanel::updateLessonMenu()
{
    // Made once, then its titles (a language switch) and the current lesson's mark follow.
    for (int i = int(m_lessonMenu->actions().size()); i < lessonCount(); ++i) {
        QAction *a = m_lessonMenu->addAction(QString(), this, [this, i] { start(i); });
        a->setObjectName(QStringLiteral("tourLesson%1").arg(i + 1));
        a->setCheckable(true);
    }
    const QList<QAction *> actions = m_lessonMenu->actions();
    for (int i = 0; i < actions.size() && i < lessonCount(); ++i) {
        actions.at(i)->setText(m_lessons.at(i).title);
        actions.at(i)->setChecked(i == m_index);
    }
}

void TourPanel::retranslate()
{
    m_back->setText(tr("&Back"));
    m_restart->setText(tr("&Restart"));
    m_restart->setToolTip(tr("Set this lesson's experiment up again from the start"));
    m_show->setText(tr("S&how me"));
    m_show->setToolTip(tr("Do this lesson's next step for me"));
    m_next->setText(tr("&Next"));
    m_lessonButton->setText(tr("&Lessons"));
    m_lessonButton->setToolTip(tr("Open any lesson of the tour"));
    m_prepareCancel->setText(tr("Cancel"));
    m_prepareCancel->setToolTip(tr("Stop simulating this lesson's rings"));
    updateLessonMenu();
    m_speedLabel->setText(tr("Animation:"));
    m_speedBox->setItemText(0, tr("Slow"));
    m_speedBox->setItemText(1, tr("Normal"));
    m_speedBox->setItemText(2, tr("Fast"));
    m_speedBox->setToolTip(tr("Speed of the lookup walk and of the removal animation"));
    m_pause->setText(tr("Pause"));
    m_pause->setToolTip(tr("Pause the ring's animations (Step moves them on by one step)"));
    m_stepButton->setText(tr("Step"));
    m_stepButton->setToolTip(tr("While paused: move the lookup walk or the removal one step on"));
}

void TourPanel::setPresenterLayout(bool on)
{
    m_presenter = on;
    // The text is fitted to the box: no scroll bar comes and goes (its width changed the fit, and
    // the fit the scroll bar, without end). The wheel still scrolls what does not fit.
    m_body->setVerticalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    // Four rows of buttons in the narrow panel; two in presenter mode's wide one, whose height
    // goes to the lesson's text.
    auto move = [](QWidget *w, QHBoxLayout *from, QHBoxLayout *to, int at) {
        from->removeWidget(w);
        to->insertWidget(at, w);
    };
    if (on && m_animationButtons->indexOf(m_pause) >= 0) {
        move(m_pause, m_animationButtons, m_animationRow, 2);
        move(m_stepButton, m_animationButtons, m_animationRow, 3);
        move(m_show, m_stepRow, m_lessonRow, m_lessonRow->count());
        move(m_next, m_stepRow, m_lessonRow, m_lessonRow->count());
    } else if (!on && m_animationRow->indexOf(m_pause) >= 0) {
        move(m_pause, m_animationRow, m_animationButtons, 0);
        move(m_stepButton, m_animationRow, m_animationButtons, 1);
        move(m_show, m_lessonRow, m_stepRow, 1);
        move(m_next, m_lessonRow, m_stepRow, 2);
    }
    fitBody();
}

void TourPanel::fitBody()
{
    // Presenter mode: the whole lesson text in the box, nothing to scroll. From the presenter's
    // font down, never below the normal font (the presenter's ÷ its scale), as large as fits.
    QTextDocument *doc = m_body->document();
    QFont f = font();
    if (!m_presenter || f.pointSizeF() <= 0) {
        if (doc->defaultFont() != f)
            doc->setDefaultFont(f);
        return;
    }
    const double largest = f.pointSizeF();
    const double smallest = largest / PresenterMode::kScale;
    const int room = m_body->viewport()->height();
    m_fitting = true; // the sizes tried here are no resize to fit again
    for (double size = largest;; size = std::max(smallest, size - 0.5)) {
        f.setPointSizeF(size);
        doc->setDefaultFont(f);
        if (doc->size().height() <= room || size <= smallest)
            break;
    }
    m_fitting = false;
    m_fittedWidth = m_body->viewport()->width();
    m_fittedHeight = room;
}

void TourPanel::updateTitleFont()
{
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
}

} // namespace ringlab::gui
