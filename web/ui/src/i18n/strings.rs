//! The tables of every string the pages show, in English, Russian and Italian: `Key`, the
//! strings of both pages, and `LessonKey`, the lessons' own. A new string is a new row
//! here: the macro makes the key enum and the tables from the same rows, so none can be
//! missing in a language. English is always built in; the Russian and Italian
//! columns reach the app as the files `web/i18n/ru.txt` and `it.txt`, written from these
//! rows (`tables.rs`), so its first download carries one language; the lessons' worker
//! has them built in (cargo feature `all-langs`).

macro_rules! table {
    ($name:ident after $offset:expr; $($key:ident => [$en:expr, $ru:expr, $it:expr $(,)?],)*) => {
        /// The name of one string of the interface.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum $name { $($key,)* }

        impl $name {
            /// Every key, in the order of the table.
            pub const ALL: &'static [$name] = &[$($name::$key,)*];
            /// The English strings, for the fingerprint (read by the compiler only).
            const ENGLISH: &'static [&'static str] = &[$($en,)*];
        }

        impl super::TableKey for $name {
            fn line(self) -> usize {
                $offset + self as usize
            }

            fn english(self) -> &'static str {
                if cfg!(feature = "all-langs") {
                    // The lessons' worker: a `match`, of which it links only the few
                    // strings it uses (a table would link them all: +4.9 KB gzip).
                    match self { $($name::$key => $en,)* }
                } else {
                    // The pages: a table (a page links a table only if it uses its keys:
                    // the app's page links none of the lessons' strings).
                    Self::ENGLISH[self as usize]
                }
            }

            fn built_in(self) -> [&'static str; 2] {
                match self { $($name::$key => [$ru, $it],)* }
            }
        }
    };
}

/// How many lines of a language file there are: the pages' strings, the lessons', the
/// two-device page's.
pub(super) const LINES: usize = Key::ALL.len() + LessonKey::ALL.len() + FriendKey::ALL.len();

/// A digest of every English string (FNV-1a, each followed by a zero byte): a language
/// file names the table it was written from. Computed by the compiler, so no page links
/// the strings it does not show.
pub(super) const FINGERPRINT: u32 = fingerprint(
    fingerprint(fingerprint(FNV_BASIS, Key::ENGLISH), LessonKey::ENGLISH),
    FriendKey::ENGLISH,
);

const FNV_BASIS: u32 = 0x811c_9dc5;

const fn fingerprint(mut h: u32, strings: &[&str]) -> u32 {
    let mut i = 0;
    while i < strings.len() {
        let bytes = strings[i].as_bytes();
        let mut j = 0;
        while j <= bytes.len() {
            let b = if j < bytes.len() { bytes[j] } else { 0 };
            h = (h ^ b as u32).wrapping_mul(0x0100_0193);
            j += 1;
        }
        i += 1;
    }
    h
}

table! {
    Key after 0;
    // --- the page ---------------------------------------------------------------------
    AppTitle => ["Incerto", "Incerto", "Incerto"],
    Tagline => [
        "Hidden-piece chess: three games where not every piece is known.",
        "Шахматы со скрытыми фигурами: три игры, где известны не все фигуры.",
        "Scacchi a pezzi nascosti: tre giochi in cui non tutti i pezzi sono noti.",
    ],
    Dismiss => ["Close", "Закрыть", "Chiudi"],
    SettingsDiscarded => [
        "Your saved settings could not be read, so the usual ones are used. The old ones are not deleted: they are kept aside.",
        "Сохранённые настройки не удалось прочитать, поэтому действуют обычные. Старые не удалены: они отложены отдельно.",
        "Le impostazioni salvate non erano leggibili, quindi si usano quelle consuete. Le vecchie non sono cancellate: sono conservate a parte.",
    ],
    GameDiscarded => [
        "Your saved game could not be loaded. It is not deleted: it is kept aside, and you can download it.",
        "Сохранённую партию не удалось загрузить. Она не удалена: она отложена отдельно, её можно скачать.",
        "La partita salvata non si è potuta caricare. Non è cancellata: è conservata a parte e puoi scaricarla.",
    ],
    StoredNewer => [
        "Something here was saved by a newer version of Incerto. It is kept for that version, untouched, and this page does not save over it: reload to update.",
        "Здесь есть данные, сохранённые более новой версией Incerto. Они сохранены для неё без изменений, и эта страница их не перезапишет: перезагрузите, чтобы обновиться.",
        "Qui c'è qualcosa salvato da una versione più recente di Incerto. È conservato intatto per quella versione e questa pagina non ci scrive sopra: ricarica per aggiornare.",
    ],
    KeptUnder => ["Kept under the name", "Хранится под именем", "Conservato con il nome"],
    DownloadKept => ["Download it", "Скачать", "Scaricalo"],
    BadLink => [
        "This link could not be read. Choose a new game instead.",
        "Эту ссылку не удалось прочитать. Выберите новую партию.",
        "Questo link non è valido. Scegli invece una nuova partita.",
    ],
    BadLessonLink => [
        "This lesson link could not be read. Here are the game's lessons instead.",
        "Эту ссылку на урок не удалось прочитать. Вот уроки этой игры.",
        "Questo link a una lezione non è valido. Ecco invece le lezioni del gioco.",
    ],
    LeaveAsk => ["Leave the current game?", "Покинуть текущую партию?", "Lasciare la partita in corso?"],
    LeaveBody => [
        "Your game of {game} is not finished. If you leave it, it is kept: you can resume it from the New game screen.",
        "Ваша партия ({game}) не окончена. Если вы её покинете, она сохранится: продолжить её можно с экрана «Новая партия».",
        "La tua partita a {game} non è finita. Se la lasci, viene conservata: puoi riprenderla dalla schermata Nuova partita.",
    ],
    LeaveForStart => [
        "Asked for: a new game of {game}.",
        "Запрошено: новая партия ({game}).",
        "Richiesta: una nuova partita a {game}.",
    ],
    LeaveForResume => [
        "Asked for: the kept game of {game}.",
        "Запрошено: сохранённая партия ({game}).",
        "Richiesta: la partita conservata a {game}.",
    ],
    LeaveDropsOldest => [
        "The oldest kept game will then be discarded (at most {n} are kept).",
        "Самая старая из сохранённых партий при этом будет удалена (хранится не больше {n}).",
        "La più vecchia delle partite conservate verrà scartata (se ne conservano al massimo {n}).",
    ],
    LeaveKeep => ["Keep playing", "Продолжить эту партию", "Continua questa partita"],
    LeaveStart => ["Leave it and start the new game", "Покинуть и начать новую", "Lasciala e inizia la nuova"],
    LeaveResume => ["Leave it and resume the kept game", "Покинуть и продолжить сохранённую", "Lasciala e riprendi quella conservata"],
    GameKept => [
        "The game you left is kept: resume it from the New game screen.",
        "Покинутая партия сохранена: её можно продолжить с экрана «Новая партия».",
        "La partita lasciata è conservata: puoi riprenderla dalla schermata Nuova partita.",
    ],
    SameDealInPlay => [
        "A game of this shuffle is already under way here, so it continues: a shuffle is not dealt again while its game is unfinished.",
        "Партия с этой расстановкой уже идёт, и она продолжается: пока партия не окончена, ту же расстановку заново не раздают.",
        "Una partita con questo mescolamento è già in corso, quindi continua: lo stesso mescolamento non si ridistribuisce finché la partita non è finita.",
    ],
    KeptDiscarded => [
        "A kept unfinished game could not be loaded. The list of kept games is not deleted: a copy is kept aside, and you can download it.",
        "Сохранённую неоконченную партию не удалось загрузить. Список сохранённых партий не удалён: его копия отложена отдельно, её можно скачать.",
        "Una partita conservata non si è potuta caricare. L'elenco delle partite conservate non è cancellato: una copia è conservata a parte e puoi scaricarla.",
    ],
    ActionRefused => [
        "That action was refused.",
        "Это действие отклонено.",
        "Questa azione è stata rifiutata.",
    ],

    LessonsProgressDiscarded => [
        "Your lesson progress could not be read, so it starts afresh. The old progress is not deleted: it is kept aside.",
        "Прогресс в уроках не удалось прочитать, поэтому он начат заново. Старый прогресс не удалён: он отложен отдельно.",
        "I progressi nelle lezioni non erano leggibili, quindi ripartono da zero. Quelli vecchi non sono cancellati: sono conservati a parte.",
    ],
    // A link to the lessons page (the new-game screen).
    LearnGame => ["Learn {game} step by step", "Изучить «{game}» шаг за шагом", "Impara {game} passo per passo"],

    // --- updates (update.rs) ------------------------------------------------------------
    UpdateReady => [
        "A new version of Incerto is ready. Reload to use it; your game is kept.",
        "Готова новая версия Incerto. Перезагрузите, чтобы перейти на неё; партия сохранится.",
        "È pronta una nuova versione di Incerto. Ricarica per usarla; la partita resta salvata.",
    ],
    UpdateReload => ["Reload", "Перезагрузить", "Ricarica"],
    UpdateLater => ["Later", "Позже", "Più tardi"],
    // --- new game ---------------------------------------------------------------------
    NewGameTitle => ["New game", "Новая партия", "Nuova partita"],
    GameLegend => ["Game", "Игра", "Gioco"],
    VariantIncerto => ["Incerto", "Инсерто", "Incerto"],
    VariantHiddenRandom => ["Hidden Random Chess", "Скрытые случайные шахматы", "Scacchi casuali nascosti"],
    VariantHiddenChess => ["Hidden Chess", "Скрытые шахматы", "Hidden Chess"],
    DescIncerto => [
        "6×8 board; no piece is known until you pick it, and it must move. Capture the king.",
        "Доска 6×8; фигура неизвестна, пока вы её не выберете, и ходить нужно ею. Возьмите короля.",
        "Scacchiera 6×8: nessun pezzo è noto finché non lo scegli, e poi deve muovere. Cattura il re.",
    ],
    DescHiddenRandom => [
        "8×8 with cannons; pieces start face down and flipping one is a whole turn.",
        "8×8 с пушками; фигуры стоят рубашкой вверх, и перевернуть фигуру — это целый ход.",
        "8×8 con cannoni: i pezzi partono coperti e girarne uno vale un'intera mossa.",
    ],
    DescHiddenChess => [
        "Classic setup, shuffled: a hidden piece moves as its square's piece until its first move.",
        "Обычная расстановка, перемешанная: скрытая фигура ходит как фигура своего поля до первого хода.",
        "Schieramento classico mescolato: un pezzo nascosto muove come quello della sua casa fino alla prima mossa.",
    ],
    RulesInBrief => ["The rules in brief", "Правила вкратце", "Le regole in breve"],
    RulesIncerto1 => [
        "On your turn pick one of your discs. It is revealed to you alone, and it is the one that must move: the choice cannot be taken back.",
        "В свой ход выберите одну из своих фишек. Она вскрывается только для вас, и ходить нужно именно ею: выбор отменить нельзя.",
        "Al tuo turno scegli una delle tue pedine. Si rivela solo a te ed è quella che deve muovere: la scelta non si può annullare.",
    ],
    RulesIncerto2 => [
        "If the revealed piece has no move, your turn is skipped. A capture shows both pieces to both players.",
        "Если у вскрытой фигуры нет хода, ваш ход пропускается. При взятии оба игрока видят обе фигуры.",
        "Se il pezzo rivelato non ha mosse, il tuo turno salta. Una cattura mostra entrambi i pezzi a entrambi i giocatori.",
    ],
    RulesIncerto3 => [
        "There is no check: you win by capturing the enemy king.",
        "Шаха нет: побеждает тот, кто возьмёт короля соперника.",
        "Non esiste lo scacco: vince chi cattura il re avversario.",
    ],
    RulesRandom1 => [
        "Only the kings and the e-pawns start face up; every other piece is shuffled face down.",
        "Рубашкой вверх стоят все фигуры, кроме королей и пешек на вертикали e; они перемешаны.",
        "Solo i re e i pedoni in colonna e partono scoperti; tutti gli altri pezzi sono mescolati e coperti.",
    ],
    RulesRandom2 => [
        "A turn is either flipping one of your face-down pieces or moving a face-up one. Face-down pieces block but never attack.",
        "Ход — это либо переворот своей закрытой фигуры, либо ход открытой. Закрытые фигуры загораживают путь, но не атакуют.",
        "Un turno è girare un tuo pezzo coperto oppure muoverne uno scoperto. I pezzi coperti bloccano ma non attaccano.",
    ],
    RulesRandom3 => [
        "The cannon captures by jumping over exactly one piece. Checkmate wins.",
        "Пушка бьёт, перепрыгивая ровно через одну фигуру. Мат — победа.",
        "Il cannone cattura saltando esattamente un pezzo. Lo scacco matto vince.",
    ],
    RulesChess1 => [
        "The kings are known; every other piece is shuffled over its side's home squares, hidden from both players.",
        "Короли известны; остальные фигуры перемешаны по начальным полям своей стороны и скрыты от обоих игроков.",
        "I re sono noti; gli altri pezzi sono mescolati sulle case iniziali della propria parte, nascosti a entrambi.",
    ],
    RulesChess2 => [
        "A hidden piece looks and moves like the piece that normally starts on its square; its first move reveals what it really is.",
        "Скрытая фигура выглядит и ходит как фигура, обычно стоящая на её поле; первый ход показывает, кто она на самом деле.",
        "Un pezzo nascosto appare e muove come il pezzo che parte normalmente dalla sua casa; la prima mossa ne rivela l'identità.",
    ],
    RulesChess3 => [
        "Capturing a hidden piece shows it only to the capturer. Check and checkmate as in chess.",
        "Взятую скрытую фигуру видит только взявший. Шах и мат — как в шахматах.",
        "Catturando un pezzo nascosto solo chi cattura ne scopre l'identità. Scacco e matto come negli scacchi.",
    ],
    OpponentLegend => ["Opponent", "Соперник", "Avversario"],
    OpponentComputer => ["Computer", "Компьютер", "Computer"],
    OpponentHuman => [
        "Two players on this device",
        "Два игрока на этом устройстве",
        "Due giocatori su questo dispositivo",
    ],
    OpponentHumanHint => [
        "Pass the device after each turn: the board hides between turns, so each player sees only their own pieces' secrets.",
        "Передавайте устройство после каждого хода: между ходами доска скрыта, и каждый видит только то, что знает сам.",
        "Passa il dispositivo dopo ogni turno: tra un turno e l'altro la scacchiera si nasconde, così ognuno vede solo ciò che sa.",
    ],
    Level => ["Level", "Уровень", "Livello"],
    LevelN => ["Level {n}", "Уровень {n}", "Livello {n}"],
    LevelRandom => ["Random moves", "Случайные ходы", "Mosse casuali"],
    LevelGreedy => ["Greedy", "Жадный", "Ingordo"],
    LevelRandomDesc => [
        "Plays any legal move at random: an easy start while you learn the rules.",
        "Делает любой допустимый ход наугад: лёгкое начало, пока вы учите правила.",
        "Gioca una mossa legale qualsiasi a caso: un inizio facile mentre impari le regole.",
    ],
    LevelGreedyDesc => [
        "Takes the most valuable piece it can see, and otherwise moves at random.",
        "Берёт самую ценную фигуру, какую видит, а иначе ходит наугад.",
        "Cattura il pezzo di maggior valore che vede, altrimenti muove a caso.",
    ],
    LevelSearchDesc => [
        "Level {n} of 5: before each move the computer reads ahead through about {positions} positions, weighing the odds of what it cannot see (it never peeks), taking up to {secs} s a move.",
        "Уровень {n} из 5: перед каждым ходом компьютер просчитывает около {positions} позиций, взвешивая шансы того, чего не видит (он не подглядывает); до {secs} с на ход.",
        "Livello {n} di 5: prima di ogni mossa il computer esamina circa {positions} posizioni, pesando le probabilità di ciò che non vede (non sbircia mai), e impiega fino a {secs} s per mossa.",
    ],
    LevelLooseDesc => [
        "At this level it often settles for a good move rather than the best one it found.",
        "На этом уровне он часто довольствуется хорошим ходом, а не лучшим из найденных.",
        "A questo livello si accontenta spesso di una buona mossa invece della migliore che ha trovato.",
    ],
    SideLegend => [
        "Your side (against the computer)",
        "Ваш цвет (против компьютера)",
        "Il tuo colore (contro il computer)",
    ],
    White => ["White", "Белые", "Bianco"],
    Black => ["Black", "Чёрные", "Nero"],
    SideRandom => ["Random", "Случайно", "Casuale"],
    SeedLabel => ["Seed (optional)", "Зерно (необязательно)", "Seme (facoltativo)"],
    SeedPlaceholder => ["random", "случайное", "casuale"],
    SeedHint => [
        "The same seed gives the same shuffle. It stays secret until the game is over.",
        "Одно и то же зерно даёт одну и ту же расстановку. До конца партии оно не показывается.",
        "Lo stesso seme dà lo stesso mescolamento. Resta segreto fino alla fine della partita.",
    ],
    SeedError => [
        "The seed must be a whole number from 0 to 18446744073709551615, or empty.",
        "Зерно — целое число от 0 до 18446744073709551615 или пустое поле.",
        "Il seme deve essere un numero intero da 0 a 18446744073709551615, oppure vuoto.",
    ],
    LanguageLabel => ["Language", "Язык", "Lingua"],
    Start => ["Start game", "Начать партию", "Inizia la partita"],
    KeptTitle => ["Unfinished games", "Неоконченные партии", "Partite non finite"],
    KeptHint => [
        "Games you left before the end are kept here until you finish them.",
        "Партии, которые вы покинули до конца, хранятся здесь, пока вы их не доиграете.",
        "Le partite lasciate prima della fine restano qui finché non le finisci.",
    ],
    KeptLine => ["{game} · {opponent} · moves: {n}", "{game} · {opponent} · ходов: {n}", "{game} · {opponent} · mosse: {n}"],
    KeptVsComputer => ["against the computer ({side})", "против компьютера ({side})", "contro il computer ({side})"],
    KeptTwoPlayers => ["two players", "два игрока", "due giocatori"],
    KeptResume => ["Resume", "Продолжить", "Riprendi"],
    ContinueGame => ["Continue the current game", "Продолжить текущую партию", "Continua la partita in corso"],

    // --- play -------------------------------------------------------------------------
    GamePanel => ["Game panel", "Панель партии", "Pannello della partita"],
    GameControls => ["Game controls", "Управление партией", "Comandi della partita"],
    You => ["You", "Вы", "Tu"],
    Computer => ["Computer", "Компьютер", "Computer"],
    ToMoveBadge => ["to move", "ход", "muove"],
    StatusYourMove => ["Your move ({side}).", "Ваш ход ({side}).", "Tocca a te ({side})."],
    StatusComputerThinking => ["The computer is thinking…", "Компьютер думает…", "Il computer sta pensando…"],
    Thinking => ["Thinking…", "Думает…", "Sta pensando…"],
    HintsSwitch => ["Show hints", "Показывать подсказки", "Mostra i suggerimenti"],
    HintsNote => [
        "The odds of each piece you cannot identify, worked out only from what you have seen.",
        "Шансы каждой фигуры, которую вы не можете опознать, — только из того, что вы видели.",
        "Le probabilità di ogni pezzo che non puoi identificare, ricavate solo da ciò che hai visto.",
    ],
    HintsMayBe => ["may be: {odds}", "может быть: {odds}", "può essere: {odds}"],
    HintsOwnPiece => [
        "your piece, not looked at yet",
        "ваша фигура, вы её ещё не видели",
        "un tuo pezzo, non ancora guardato",
    ],
    HintsEnemyPiece => ["the opponent's piece", "фигура соперника", "un pezzo dell'avversario"],
    HintsPieceTitle => [
        "{sq} ({side}, {piece}) may be:",
        "{sq} ({side}, {piece}) может быть:",
        "{sq} ({side}, {piece}) può essere:",
    ],
    HintsHowToRead => [
        "Point at a piece, or move to it with the arrow keys, to read its odds. The bars at the foot of each unknown piece stand for king, queen, rook, bishop, knight and pawn, left to right.",
        "Наведите указатель на фигуру или перейдите к ней стрелками, чтобы прочесть шансы. Столбики внизу каждой неизвестной фигуры — король, ферзь, ладья, слон, конь и пешка, слева направо.",
        "Punta un pezzo, o raggiungilo con le frecce, per leggerne le probabilità. Le barre in fondo a ogni pezzo sconosciuto sono re, donna, torre, alfiere, cavallo e pedone, da sinistra a destra.",
    ],
    HintsHowToReadCannon => [
        "Point at a piece, or move to it with the arrow keys, to read its odds. The bars at the foot of each face-down piece stand for king, queen, rook, bishop, knight, pawn and cannon, left to right.",
        "Наведите указатель на фигуру или перейдите к ней стрелками, чтобы прочесть шансы. Столбики внизу каждой закрытой фигуры — король, ферзь, ладья, слон, конь, пешка и пушка, слева направо.",
        "Punta un pezzo, o raggiungilo con le frecce, per leggerne le probabilità. Le barre in fondo a ogni pezzo coperto sono re, donna, torre, alfiere, cavallo, pedone e cannone, da sinistra a destra.",
    ],
    ComputerFailed => [
        "The computer could not make its move (its files did not load or it stopped). Reload the page to try again; your game is kept.",
        "Компьютер не смог сделать ход (его файлы не загрузились или он остановился). Перезагрузите страницу, чтобы попробовать снова; партия сохранена.",
        "Il computer non è riuscito a muovere (i suoi file non si sono caricati o si è fermato). Ricarica la pagina per riprovare; la partita è conservata.",
    ],
    StatusWhiteToMove => ["White to move", "Ход белых", "Muove il Bianco"],
    StatusBlackToMove => ["Black to move", "Ход чёрных", "Muove il Nero"],
    StatusCheck => ["Check!", "Шах!", "Scacco!"],
    StatusGameOver => ["Game over:", "Партия окончена:", "Partita finita:"],
    StatusReplay => [
        "Viewing the position after move {n} of {total}.",
        "Просмотр позиции после хода {n} из {total}.",
        "Stai guardando la posizione dopo la mossa {n} di {total}.",
    ],
    HintIncertoChoose => [
        "Pick one of your discs. It is revealed to you and must move; the choice is final.",
        "Выберите свою фишку. Она вскроется для вас, и ходить придётся ею; выбор окончательный.",
        "Scegli una tua pedina. Si rivela a te e dovrà muovere; la scelta è definitiva.",
    ],
    HintIncertoSelected => [
        "Your disc on {sq} is a {role}. It must move: pick a marked square.",
        "Ваша фишка на {sq}: {role}. Ходить нужно ею — выберите отмеченное поле.",
        "La tua pedina in {sq}: {role}. Deve muovere: scegli una casa segnata.",
    ],
    HintPickPiece => [
        "Pick a piece to move.",
        "Выберите фигуру для хода.",
        "Scegli un pezzo da muovere.",
    ],
    HintPickOrFlip => [
        "Pick a face-up piece to move, or a face-down one to flip.",
        "Выберите открытую фигуру для хода или закрытую, чтобы её перевернуть.",
        "Scegli un pezzo scoperto da muovere, o uno coperto da girare.",
    ],
    HintCheckNoFlip => [
        "You are in check: move a face-up piece (no flip is allowed in check).",
        "Вам шах: сходите открытой фигурой (переворачивать под шахом нельзя).",
        "Sei sotto scacco: muovi un pezzo scoperto (non si può girare un pezzo sotto scacco).",
    ],
    HintPickTarget => [
        "Pick a marked square, or another piece.",
        "Выберите отмеченное поле или другую фигуру.",
        "Scegli una casa segnata o un altro pezzo.",
    ],
    HintFlip => [
        "Flip the piece on {sq}? Flipping is your whole turn. Click it again or use the button.",
        "Перевернуть фигуру на {sq}? Переворот — это весь ваш ход. Нажмите на неё ещё раз или на кнопку.",
        "Girare il pezzo in {sq}? Girarlo è tutto il tuo turno. Cliccalo di nuovo o usa il pulsante.",
    ],
    FlipPiece => ["Flip the piece on {sq}", "Перевернуть фигуру на {sq}", "Gira il pezzo in {sq}"],
    HintDisguised => [
        "The hidden piece on {sq} moves as a {role} until it moves; then its real identity shows.",
        "Скрытая фигура на {sq} ходит как {role}; после хода станет видно, кто она на самом деле.",
        "Il pezzo nascosto in {sq} muove come {role}; dopo la mossa si vedrà chi è davvero.",
    ],
    SkipWhite => [
        "White's turn was skipped: the revealed piece on {sq} had no move.",
        "Ход белых пропущен: у вскрытой фигуры на {sq} не было ходов.",
        "Il turno del Bianco è saltato: il pezzo rivelato in {sq} non aveva mosse.",
    ],
    SkipBlack => [
        "Black's turn was skipped: the revealed piece on {sq} had no move.",
        "Ход чёрных пропущен: у вскрытой фигуры на {sq} не было ходов.",
        "Il turno del Nero è saltato: il pezzo rivelato in {sq} non aveva mosse.",
    ],
    InfoDrawOffered => [
        "You offered a draw. Waiting for the computer's answer…",
        "Вы предложили ничью. Ждём ответа компьютера…",
        "Hai proposto la patta. In attesa della risposta del computer…",
    ],
    InfoDrawDeclined => [
        "The computer declined your draw offer.",
        "Компьютер отклонил предложение ничьей.",
        "Il computer ha rifiutato la patta.",
    ],
    InfoDrawOfferedHuman => [
        "You offered a draw. Your opponent will be asked when they take the device; make your move.",
        "Вы предложили ничью. Соперника спросят, когда он возьмёт устройство; сделайте свой ход.",
        "Hai proposto la patta. L'avversario risponderà quando prenderà il dispositivo; fai la tua mossa.",
    ],
    DrawOfferWhite => ["White offers a draw.", "Белые предлагают ничью.", "Il Bianco propone la patta."],
    DrawOfferBlack => ["Black offers a draw.", "Чёрные предлагают ничью.", "Il Nero propone la patta."],
    AcceptDraw => ["Accept the draw", "Принять ничью", "Accetta la patta"],
    DeclineDraw => ["Decline", "Отклонить", "Rifiuta"],
    PromotionTitle => ["Promote to:", "Превратить в:", "Promuovi a:"],
    Moves => ["Moves", "Ходы", "Mosse"],
    NoMovesYet => ["No moves yet.", "Ходов пока нет.", "Nessuna mossa per ora."],
    StepBack => ["Back", "Назад", "Indietro"],
    StepForward => ["Forward", "Вперёд", "Avanti"],
    Live => ["Live", "К игре", "In gioco"],
    StepBackTitle => ["One move back (←)", "На ход назад (←)", "Una mossa indietro (←)"],
    StepForwardTitle => ["One move forward (→)", "На ход вперёд (→)", "Una mossa avanti (→)"],
    LiveTitle => ["Back to the live position (End)", "Вернуться к текущей позиции (End)", "Torna alla posizione attuale (Fine)"],
    KindCapture => ["capture", "взятие", "cattura"],
    KindFlip => ["flip", "переворот", "pezzo girato"],
    KindSkip => ["turn skipped", "ход пропущен", "turno saltato"],
    KindCastle => ["castling", "рокировка", "arrocco"],
    KindPromotion => ["promotion", "превращение", "promozione"],
    TakenByWhite => ["Taken by White", "Взято белыми", "Catturati dal Bianco"],
    TakenByBlack => ["Taken by Black", "Взято чёрными", "Catturati dal Nero"],
    Unseen => [
        "Pieces you have not seen yet",
        "Фигуры, которых вы ещё не видели",
        "Pezzi che non hai ancora visto",
    ],
    NewGameButton => ["New game", "Новая партия", "Nuova partita"],
    Resign => ["Resign", "Сдаться", "Abbandona"],
    ResignTitle => ["Give up this game", "Сдать эту партию", "Abbandona questa partita"],
    ResignAsk => ["Resign this game?", "Сдать партию?", "Abbandonare la partita?"],
    ResignConfirm => ["Yes, resign", "Да, сдаться", "Sì, abbandona"],
    ResignCancel => ["Keep playing", "Играть дальше", "Continua"],
    OfferDraw => ["Offer a draw", "Предложить ничью", "Proponi la patta"],
    Undo => ["Undo", "Отменить ход", "Annulla"],
    UndoTitle => [
        "Take back your last turn (and the computer's reply)",
        "Вернуть свой последний ход (и ответ компьютера)",
        "Riprendi il tuo ultimo turno (e la risposta del computer)",
    ],
    UndoBlockedSelected => [
        "No undo while a disc is picked up: it has been seen and must move",
        "Отмена невозможна, пока фишка выбрана: её уже видели, и ходить нужно ею",
        "Non si può annullare con una pedina scelta: è stata vista e deve muovere",
    ],
    UndoBlockedPromotion => [
        "No undo while a promotion waits: choose the new piece first",
        "Отмена невозможна, пока не выбрано превращение: сначала выберите фигуру",
        "Non si può annullare durante una promozione: scegli prima il nuovo pezzo",
    ],
    UndoNote => [
        "Undo is for practice against the computer: it takes back whole turns, never a picked-up disc, and not after the game ends. There is no undo between two players.",
        "Отмена — для тренировки против компьютера: она возвращает только целые ходы, никогда не выбранную фишку и не после конца партии. В игре двух людей отмены нет.",
        "Annullare serve ad allenarsi contro il computer: riprende solo turni interi, mai una pedina già scelta, e non a partita finita. Tra due giocatori non si annulla.",
    ],
    FlipBoard => ["Flip board", "Перевернуть доску", "Gira la scacchiera"],
    Coordinates => ["Coordinates", "Координаты", "Coordinate"],
    Sound => ["Sound", "Звук", "Suoni"],
    SoundTitle => [
        "Sounds for moves, captures, checks and the end of the game",
        "Звуки ходов, взятий, шахов и конца партии",
        "Suoni per mosse, catture, scacchi e fine partita",
    ],
    Volume => ["Volume", "Громкость", "Volume"],
    KeysHint => [
        "Keys: ← and → step through the moves, ↑ and ↓ (or Home and End) go to the start and the end, F flips the board.",
        "Клавиши: ← и → — по ходам назад и вперёд, ↑ и ↓ (или Home и End) — к началу и к концу, F переворачивает доску.",
        "Tasti: ← e → scorrono le mosse, ↑ e ↓ (o Home e Fine) vanno all'inizio e alla fine, F gira la scacchiera.",
    ],

    // --- hand-over ----------------------------------------------------------------------
    PassToWhite => ["Pass the device to White", "Передайте устройство белым", "Passa il dispositivo al Bianco"],
    PassToBlack => ["Pass the device to Black", "Передайте устройство чёрным", "Passa il dispositivo al Nero"],
    HandoverBody => [
        "The board is hidden so that only the player to move sees what they know. Tap when you are ready.",
        "Доска скрыта, чтобы только игрок, чей ход, видел то, что знает он. Нажмите, когда будете готовы.",
        "La scacchiera è nascosta perché solo chi deve muovere veda ciò che sa. Tocca quando sei pronto.",
    ],
    HandoverContinue => ["Show my board", "Показать мою доску", "Mostra la mia scacchiera"],

    // --- game over ----------------------------------------------------------------------
    WhiteWins => ["White wins", "Белые победили", "Vince il Bianco"],
    BlackWins => ["Black wins", "Чёрные победили", "Vince il Nero"],
    DrawResult => ["Draw", "Ничья", "Patta"],
    YouWon => ["You won!", "Вы победили!", "Hai vinto!"],
    YouLost => ["You lost.", "Вы проиграли.", "Hai perso."],
    ReasonKingCaptured => ["The king was captured.", "Король взят.", "Il re è stato catturato."],
    ReasonCheckmate => ["Checkmate.", "Мат.", "Scacco matto."],
    ReasonWhiteResigned => ["White resigned.", "Белые сдались.", "Il Bianco ha abbandonato."],
    ReasonBlackResigned => ["Black resigned.", "Чёрные сдались.", "Il Nero ha abbandonato."],
    ReasonWhiteTimeout => ["White ran out of time.", "У белых кончилось время.", "Il Bianco ha finito il tempo."],
    ReasonBlackTimeout => ["Black ran out of time.", "У чёрных кончилось время.", "Il Nero ha finito il tempo."],
    ReasonStalemate => [
        "Stalemate: no legal move, and not in check.",
        "Пат: ходов нет, а шаха нет.",
        "Stallo: nessuna mossa legale e nessuno scacco.",
    ],
    ReasonRepetition3 => [
        "The same position occurred three times.",
        "Одна и та же позиция повторилась трижды.",
        "La stessa posizione si è ripetuta tre volte.",
    ],
    ReasonRepetition4 => [
        "The same position occurred four times.",
        "Одна и та же позиция повторилась четыре раза.",
        "La stessa posizione si è ripetuta quattro volte.",
    ],
    ReasonTurnRuleIncerto => [
        "50 moves each without a capture or a promotion.",
        "По 50 ходов каждой стороны без взятий и превращений.",
        "50 mosse per parte senza catture né promozioni.",
    ],
    ReasonTurnRule => [
        "50 moves each without a capture, a pawn move or a reveal.",
        "По 50 ходов каждой стороны без взятий, ходов пешками и вскрытий.",
        "50 mosse per parte senza catture, mosse di pedone o rivelazioni.",
    ],
    ReasonInsufficient => [
        "Neither side can checkmate any more.",
        "Ни одна из сторон уже не может поставить мат.",
        "Nessuna delle due parti può più dare scacco matto.",
    ],
    ReasonAgreement => ["Draw agreed.", "Ничья по соглашению.", "Patta concordata."],
    ReasonTimeoutInsufficient => [
        "Time ran out, but the opponent could not checkmate.",
        "Время вышло, но соперник не мог поставить мат.",
        "Il tempo è finito, ma l'avversario non poteva dare scacco matto.",
    ],
    GameSeed => [
        "This game's seed: {seed}",
        "Зерно этой партии: {seed}",
        "Seme di questa partita: {seed}",
    ],
    Rematch => ["Rematch (new shuffle)", "Реванш (новая расстановка)", "Rivincita (nuovo mescolamento)"],
    RematchTitle => [
        "The same game and sides with a new shuffle",
        "Та же игра и те же цвета, новая расстановка",
        "Stesso gioco e stessi colori, con un nuovo mescolamento",
    ],
    ReplayDeal => ["Replay the same shuffle", "Сыграть ту же расстановку", "Rigioca lo stesso mescolamento"],
    ReplayDealTitle => [
        "Start again from the same shuffle: you already know where the pieces are",
        "Начать заново с той же расстановкой: вы уже знаете, где какие фигуры",
        "Ricomincia dallo stesso mescolamento: sai già dove sono i pezzi",
    ],
    RevealAll => ["Show all pieces", "Показать все фигуры", "Mostra tutti i pezzi"],
    ShowMyView => ["Show my view", "Показать мой вид", "Mostra la mia vista"],
    RecordLabel => ["Record:", "Запись:", "Registrazione:"],
    CopyRecord => ["Copy JSON", "Копировать JSON", "Copia JSON"],
    DownloadJson => ["Download JSON", "Скачать JSON", "Scarica JSON"],
    DownloadPgn => ["Download PGN", "Скачать PGN", "Scarica PGN"],
    Copied => ["Copied.", "Скопировано.", "Copiato."],
    CopyFailed => [
        "Could not copy: this browser refused the clipboard.",
        "Не удалось скопировать: браузер не дал доступ к буферу обмена.",
        "Impossibile copiare: il browser ha negato gli appunti.",
    ],

    // --- the post-game analysis ------------------------------------------------------------
    AnalysisTitle => ["Analysis", "Анализ", "Analisi"],
    Analyse => ["Analyse the game", "Анализировать партию", "Analizza la partita"],
    AnalyseTitle => [
        "The computer judges every turn from what its player could know then, and again knowing every piece",
        "Компьютер оценивает каждый ход по тому, что игрок мог знать в тот момент, и ещё раз — зная все фигуры",
        "Il computer giudica ogni turno da ciò che il giocatore poteva sapere allora, e di nuovo conoscendo ogni pezzo",
    ],
    Analysing => ["Analysing… {p} %", "Анализ… {p} %", "Analisi in corso… {p} %"],
    CancelAnalysis => ["Cancel", "Отменить", "Annulla"],
    NothingToAnalyse => [
        "There is no finished game to analyse: the analysis is for the game in this browser once it is over.",
        "Нет законченной партии для анализа: анализ доступен для партии в этом браузере, когда она окончена.",
        "Non c'è una partita finita da analizzare: l'analisi riguarda la partita in questo browser, una volta conclusa.",
    ],
    AnalysisFailed => [
        "The analysis could not be done.",
        "Анализ не удалось выполнить.",
        "Non è stato possibile fare l'analisi.",
    ],
    LensView => ["What each could know", "Что каждый мог знать", "Ciò che ognuno poteva sapere"],
    LensAll => ["What was there", "Что было на самом деле", "Ciò che c'era davvero"],
    AccuracyLine => [
        "Accuracy: White {w}, Black {b}",
        "Точность: белые {w}, чёрные {b}",
        "Precisione: Bianco {w}, Nero {b}",
    ],
    GraphLabel => [
        "White's expected score after each judged step, from 0 (a loss) to 100 (a win)",
        "Ожидаемый результат белых после каждого оценённого шага, от 0 (поражение) до 100 (победа)",
        "Punteggio atteso del Bianco dopo ogni passo giudicato, da 0 (sconfitta) a 100 (vittoria)",
    ],
    JudgedBest => ["best", "лучший", "migliore"],
    JudgedGood => ["good", "хороший", "buono"],
    JudgedInaccuracy => ["inaccuracy", "неточность", "imprecisione"],
    JudgedMistake => ["mistake", "ошибка", "errore"],
    JudgedBlunder => ["blunder", "грубая ошибка", "grave errore"],
    ReviewLineText => [
        "{n}. {who} {step}: {judgement}, {after} %",
        "{n}. {who} {step}: {judgement}, {after} %",
        "{n}. {who} {step}: {judgement}, {after} %",
    ],
    SaidPickBest => [
        "{who} picked up {played}: the computer's choice too (expected score {after} %).",
        "{who}: взят диск {played} — компьютер выбрал бы то же (ожидаемый результат {after} %).",
        "{who} ha preso {played}: la stessa scelta del computer (punteggio atteso {after} %).",
    ],
    SaidPlayBest => [
        "{who} played {played}: the computer's choice too (expected score {after} %).",
        "{who}: ход {played} — компьютер выбрал бы то же (ожидаемый результат {after} %).",
        "{who} ha giocato {played}: la stessa scelta del computer (punteggio atteso {after} %).",
    ],
    SaidPick => [
        "{who} picked up {played} ({judgement}); {best} was the better disc: expected score {before} % instead of {after} %.",
        "{who}: взят диск {played} ({judgement}); лучше был диск {best}: ожидаемый результат {before} % вместо {after} %.",
        "{who} ha preso {played} ({judgement}); {best} era il disco migliore: punteggio atteso {before} % invece di {after} %.",
    ],
    SaidPlay => [
        "{who} played {played} ({judgement}); {best} was better: expected score {before} % instead of {after} %.",
        "{who}: ход {played} ({judgement}); лучше было {best}: ожидаемый результат {before} % вместо {after} %.",
        "{who} ha giocato {played} ({judgement}); {best} era meglio: punteggio atteso {before} % invece di {after} %.",
    ],
    SaidView => [
        "Judged from what {who} knew at that moment, nothing more.",
        "Оценено только по тому, что знали {who} в тот момент.",
        "Giudicato solo da ciò che sapeva il {who} in quel momento.",
    ],
    SaidOdds => [
        "From what {who} knew, {square} was a {role} with a chance of {p} %.",
        "По тому, что знали {who}, на {square} мог быть {role}: вероятность {p} %.",
        "Da ciò che sapeva il {who}, in {square} c'era un {role} con probabilità del {p} %.",
    ],
    SaidAll => [
        "Judged knowing every piece, as it really was: where this differs, luck decided.",
        "Оценено со знанием всех фигур, как они стояли на самом деле: где оценки расходятся, решила удача.",
        "Giudicato conoscendo ogni pezzo com'era davvero: dove il giudizio cambia, ha deciso la fortuna.",
    ],

    // --- pieces and the board's aria labels ----------------------------------------------
    King => ["king", "король", "re"],
    Queen => ["queen", "ферзь", "donna"],
    Rook => ["rook", "ладья", "torre"],
    Bishop => ["bishop", "слон", "alfiere"],
    Knight => ["knight", "конь", "cavallo"],
    Pawn => ["pawn", "пешка", "pedone"],
    Cannon => ["cannon", "пушка", "cannone"],
    UnknownPiece => ["unknown piece", "неизвестная фигура", "pezzo sconosciuto"],
    BoardName => ["Board", "Доска", "Scacchiera"],
    WhiteLower => ["white", "белая", "bianco"],
    BlackLower => ["black", "чёрная", "nero"],
    Disc => ["disc", "фишка", "pedina"],
    HiddenLower => ["hidden", "скрыта", "nascosto"],
    LooksLike => ["looks like", "выглядит как", "sembra"],
    Empty => ["empty", "пусто", "vuota"],
    SelectedLower => ["selected", "выбрана", "selezionato"],
    AvailableLower => ["can move here", "можно пойти сюда", "si può muovere qui"],
    CapturableLower => ["can be captured", "можно взять", "si può catturare"],
    SkippedLower => ["turn skipped", "ход пропущен", "turno saltato"],
    LastMoveLower => ["last move", "последний ход", "ultima mossa"],
    InCheckLower => ["in check", "под шахом", "sotto scacco"],
    PromotedLower => ["promoted", "превращена", "promosso"],
    KnownToOpponent => ["opponent knows it", "соперник её знает", "l'avversario lo conosce"],
    UnknownToOpponent => ["opponent does not know it", "соперник её не знает", "l'avversario non lo conosce"],

    // --- issue 14: a game people can follow ------------------------------------------------
    Details => ["Technical details", "Технические подробности (на английском)", "Dettagli tecnici (in inglese)"],
    LegendButton => ["Legend", "Условные знаки", "Legenda"],
    LegendTitle => [
        "What the marks on the board mean",
        "Что означают знаки на доске",
        "Cosa significano i segni sulla scacchiera",
    ],
    LegendEye => [
        "Eye: your opponent knows what this piece of yours is.",
        "Глаз: соперник знает, что это за ваша фигура.",
        "Occhio: l'avversario sa che pezzo è questo tuo pezzo.",
    ],
    LegendCrossedEye => [
        "Crossed eye: only you know what this piece is.",
        "Перечёркнутый глаз: только вы знаете, что это за фигура.",
        "Occhio barrato: solo tu sai che pezzo è.",
    ],
    LegendSkip => [
        "Cross: this disc was picked up and had no move, so the turn was skipped.",
        "Крест: эту фишку выбрали, но ходов у неё не было, и ход пропущен.",
        "Croce: questa pedina è stata scelta ma non aveva mosse, quindi il turno è saltato.",
    ],
    LegendCheck => [
        "Burst: this king is in check.",
        "Звезда под королём: ему шах.",
        "Esplosione: questo re è sotto scacco.",
    ],
    LegendStar => [
        "Star: a pawn that has promoted.",
        "Звёздочка: пешка, которая превратилась.",
        "Stella: un pedone promosso.",
    ],
    LegendSelected => [
        "Solid ring: the piece picked up, which moves now.",
        "Сплошное кольцо: выбранная фигура, она ходит сейчас.",
        "Anello pieno: il pezzo scelto, che muove ora.",
    ],
    LegendAvailable => [
        "Dashed ring: an empty square it can move to.",
        "Пунктирное кольцо: свободное поле, куда можно пойти.",
        "Anello tratteggiato: una casa vuota dove può andare.",
    ],
    LegendCapturable => [
        "Ring with corners: an enemy piece it can take.",
        "Кольцо с уголками: фигура соперника, которую можно взять.",
        "Anello con angoli: un pezzo avversario che può prendere.",
    ],
    LegendLastMove => [
        "Framed squares: the last move.",
        "Поля в рамке: последний ход.",
        "Case incorniciate: l'ultima mossa.",
    ],
    LegendQuestion => [
        "Faint outline and ?: a hidden piece that moves as the outlined piece until its first move.",
        "Бледный контур и «?»: скрытая фигура, которая до первого хода ходит как фигура контура.",
        "Contorno sbiadito e ?: un pezzo nascosto che muove come il pezzo disegnato fino alla sua prima mossa.",
    ],
    LegendPlain => [
        "Plain disc: nobody has seen what it is.",
        "Пустая фишка: что это за фигура, не видел никто.",
        "Pedina vuota: nessuno ha visto che pezzo è.",
    ],
    MoveDetail => ["This move", "Этот ход", "Questa mossa"],
    LastEvent => ["Last move", "Последний ход", "Ultima mossa"],
    TypedMoveLabel => ["Type a move", "Ввести ход", "Scrivi una mossa"],
    TypedMoveHint => [
        "Like b1c3, a7a8q or @b2. In Incerto a square alone picks that disc up, then the target square moves it.",
        "Например b1c3, a7a8q или @b2. В Инсерто одно поле выбирает фишку, а затем поле назначения делает ход.",
        "Come b1c3, a7a8q o @b2. In Incerto una casa da sola sceglie quella pedina, poi la casa d'arrivo la muove.",
    ],
    TypedMovePromotionHint => [
        "Type the new piece: q, r, b or n (c for a cannon).",
        "Введите новую фигуру: q, r, b или n (c — пушка).",
        "Scrivi il nuovo pezzo: q, r, b o n (c per il cannone).",
    ],
    TypedMoveSubmit => ["Play", "Сходить", "Gioca"],
    OpenSavedTitle => ["Open a saved game", "Открыть сохранённую партию", "Apri una partita salvata"],
    OpenSavedHint => [
        "A game record (.json) downloaded from this app: replay a finished game move by move, or continue an unfinished one with the opponent chosen above.",
        "Запись партии (.json), скачанная из этого приложения: просмотрите оконченную партию ход за ходом или продолжите неоконченную с соперником, выбранным выше.",
        "Una registrazione (.json) scaricata da questa app: rivedi mossa per mossa una partita finita, oppure continua una partita non finita con l'avversario scelto sopra.",
    ],
    OpenFile => ["Game file", "Файл партии", "File della partita"],
    PasteRecord => ["…or paste the record's text", "…или вставьте текст записи", "…oppure incolla il testo della registrazione"],
    OpenRecord => ["Open", "Открыть", "Apri"],
    RecordRefused => [
        "This is not a game record the app can open. Nothing was changed.",
        "Это не запись партии, которую можно открыть. Ничего не изменилось.",
        "Questa non è una registrazione che l'app può aprire. Non è cambiato nulla.",
    ],
    RecordEmpty => [
        "Choose a file or paste a record first.",
        "Сначала выберите файл или вставьте запись.",
        "Prima scegli un file o incolla una registrazione.",
    ],
    LeaveForRecord => [
        "Asked for: a saved game of {game}.",
        "Запрошено: сохранённая партия ({game}).",
        "Richiesta: una partita salvata a {game}.",
    ],
    LeaveOpen => ["Leave it and open the saved game", "Покинуть и открыть сохранённую", "Lasciala e apri quella salvata"],
    ShareLink => ["Copy a link to this game", "Копировать ссылку на партию", "Copia un link a questa partita"],
    ReplayLink => ["Link to this game", "Ссылка на партию", "Link a questa partita"],
    ShareLinkTitle => [
        "A link that opens this finished game's replay",
        "Ссылка, открывающая просмотр этой оконченной партии",
        "Un link che apre la revisione di questa partita finita",
    ],
    BadGameLink => [
        "This game link could not be read. Nothing was changed.",
        "Эту ссылку на партию не удалось прочитать. Ничего не изменилось.",
        "Questo link alla partita non è valido. Non è cambiato nulla.",
    ],
    ClockLegend => ["Clock", "Часы", "Orologio"],
    ClockNone => ["No clock", "Без часов", "Senza orologio"],
    ClockUse => ["Minutes + increment", "Минуты + добавка", "Minuti + incremento"],
    ClockMinutes => ["Minutes per side", "Минут каждому", "Minuti per parte"],
    ClockIncrement => ["Seconds added per move", "Секунд за каждый ход", "Secondi aggiunti per mossa"],
    ClockHint => [
        "Each side's time runs on its turn; it stops while the device is handed over or the page is hidden. Out of time loses, but it is a draw if the opponent cannot mate.",
        "Время каждой стороны идёт в её ход и стоит, пока устройство передают или страница скрыта. У кого кончилось время, тот проигрывает, но если соперник не может поставить мат — ничья.",
        "Il tempo di ciascuno scorre nel suo turno e si ferma mentre si passa il dispositivo o la pagina è nascosta. Chi finisce il tempo perde, ma è patta se l'avversario non può dare matto.",
    ],
    ClockError => [
        "Minutes: 1 to 180; seconds added: 0 to 60.",
        "Минут: от 1 до 180; добавка: от 0 до 60 секунд.",
        "Minuti: da 1 a 180; secondi aggiunti: da 0 a 60.",
    ],
    ClockOfWhite => ["White's time", "Время белых", "Tempo del Bianco"],
    ClockOfBlack => ["Black's time", "Время чёрных", "Tempo del Nero"],
    ClockLow => ["Low on time: {time} left.", "Время на исходе: осталось {time}.", "Tempo quasi finito: restano {time}."],
    // --- refusals (refusal.rs): why the engine refused a step ----------------------------
    RefuseGameOver => ["The game is over.", "Партия окончена.", "La partita è finita."],
    RefuseBadShape => [
        "Type a move like e2e4 (a7a8q to promote), or @b2 to flip or skip.",
        "Введите ход вида e2e4 (a7a8q — с превращением) или @b2, чтобы перевернуть фигуру или пропустить ход.",
        "Scrivi una mossa come e2e4 (a7a8q per promuovere), oppure @b2 per girare o saltare.",
    ],
    RefuseBadSquare => [
        "A square is a file a–h and a rank 1–8, like e4.",
        "Поле — это вертикаль a–h и горизонталь 1–8, например e4.",
        "Una casa è una colonna a–h e una traversa 1–8, come e4.",
    ],
    RefuseBadLetter => [
        "The promotion letter is q, r, b or n (c for a cannon).",
        "Буква превращения — q, r, b или n (c — пушка).",
        "La lettera di promozione è q, r, b o n (c per il cannone).",
    ],
    RefuseNullMove => [
        "A move needs two different squares.",
        "Для хода нужны два разных поля.",
        "Una mossa richiede due case diverse.",
    ],
    RefuseNoInPlace => [
        "Hidden Chess has no @ action: move a piece.",
        "В скрытых шахматах нет действия @: сходите фигурой.",
        "In Hidden Chess non c'è l'azione @: muovi un pezzo.",
    ],
    RefuseNotLegal => ["That move is not legal.", "Такой ход невозможен.", "Questa mossa non è legale."],
    RefuseOffBoard => [
        "{square} is not a square of this board.",
        "На этой доске нет поля {square}.",
        "{square} non è una casa di questa scacchiera.",
    ],
    RefuseMustMoveSelected => [
        "Your disc on {square} is picked up and must move.",
        "Ваша фишка на {square} уже выбрана, ходить нужно ею.",
        "La tua pedina in {square} è già scelta e deve muovere.",
    ],
    RefusePromotionPending => [
        "Choose the promotion piece first: q, r, b or n (c for a cannon).",
        "Сначала выберите фигуру для превращения: q, r, b или n (c — пушка).",
        "Prima scegli il pezzo della promozione: q, r, b o n (c per il cannone).",
    ],
    RefuseNothingPending => [
        "There is no promotion to choose.",
        "Сейчас нечего превращать.",
        "Non c'è nessuna promozione da scegliere.",
    ],
    RefuseNotYourDisc => [
        "There is no disc of yours on {square}.",
        "На {square} нет вашей фишки.",
        "In {square} non c'è una tua pedina.",
    ],
    // {piece}: the role's name in English, its letter in Russian and Italian.
    RefuseBadPromotion => [
        "A pawn cannot become a {piece} here.",
        "Пешка не может здесь превратиться в «{piece}».",
        "Qui un pedone non può diventare «{piece}».",
    ],
    RefuseNotNow => ["That is not possible now.", "Сейчас это невозможно.", "Ora non è possibile."],
    RefuseNowSelected => [
        "Your disc on {square} is now picked up and must move.",
        "Фишка на {square} теперь выбрана, и ходить нужно ею.",
        "La pedina in {square} ora è scelta e deve muovere.",
    ],
    RefuseOffBoardSquare => [
        "That square is not on this board.",
        "Такого поля нет на этой доске.",
        "Quella casa non è su questa scacchiera.",
    ],
    RefuseEmptySquare => [
        "There is no piece on {from}.",
        "На {from} нет фигуры.",
        "In {from} non c'è nessun pezzo.",
    ],
    RefuseNotYours => [
        "The piece on {from} is not yours to move.",
        "Фигура на {from} — не ваша.",
        "Il pezzo in {from} non è tuo.",
    ],
    RefuseAlreadyFaceUp => [
        "The piece on {from} is already face up.",
        "Фигура на {from} уже открыта.",
        "Il pezzo in {from} è già scoperto.",
    ],
    RefuseFlipInCheck => [
        "No flip while in check: answer the check with a move.",
        "Под шахом переворачивать нельзя: уйдите от шаха ходом.",
        "Sotto scacco non si gira: rispondi allo scacco con una mossa.",
    ],
    RefuseMustMove => [
        "The disc on {from} can move, so it must: pick one of its squares.",
        "Фишке на {from} есть куда пойти, значит, она должна ходить: выберите поле.",
        "La pedina in {from} può muovere, quindi deve: scegli una delle sue case.",
    ],
    RefuseFaceDownCannotMove => [
        "A face-down piece cannot move: flip it first (@{from}).",
        "Закрытая фигура не ходит: сначала переверните её (@{from}).",
        "Un pezzo coperto non muove: prima giralo (@{from}).",
    ],
    RefuseNotAPromotion => [
        "Only a pawn that reaches the last rank promotes.",
        "Превращается только пешка, дошедшая до последней горизонтали.",
        "Solo un pedone che raggiunge l'ultima traversa viene promosso.",
    ],
    RefuseNeedsPromotion => [
        "This move promotes: add the new piece's letter, like {from}{to}q.",
        "Это превращение: добавьте букву фигуры, например {from}{to}q.",
        "Questa mossa promuove: aggiungi la lettera del pezzo, come {from}{to}q.",
    ],
    RefuseCannotMoveThereOrCheck => [
        "That piece cannot go to {to}, or the move would leave your king in check.",
        "Эта фигура не может пойти на {to}, или ход оставил бы вашего короля под шахом.",
        "Quel pezzo non può andare in {to}, oppure la mossa lascerebbe il tuo re sotto scacco.",
    ],
    RefuseCannotMoveThere => [
        "That piece cannot go to {to}.",
        "Эта фигура не может пойти на {to}.",
        "Quel pezzo non può andare in {to}.",
    ],
    RefuseSkipped => [
        "The disc on {from} had no move: your turn was skipped.",
        "У фишки на {from} не было ходов: ваш ход пропущен.",
        "La pedina in {from} non aveva mosse: il tuo turno è saltato.",
    ],
    HighlightedLower => ["highlighted", "отмечено", "evidenziata"],
}

// The lessons' own strings (the Learn screen, the lesson player, the embed route, the
// lessons' worker): a table of their own, so the app's page, which names none of them,
// links none of them. A language file holds them after the pages' strings.
table! {
    LessonKey after Key::ALL.len();
    // --- lessons: the Learn screen and embedded lessons (screens/learn.rs, lesson.rs, embed/)
    LearnTitle => ["Learn to play", "Учимся играть", "Impara a giocare"],
    LearnIntro => [
        "Short lessons on live boards: read a rule, then try it yourself. Your progress is kept on this device.",
        "Короткие уроки на живой доске: прочитайте правило и сразу попробуйте его сами. Прогресс сохраняется на этом устройстве.",
        "Brevi lezioni su una scacchiera viva: leggi una regola e provala subito. I progressi restano su questo dispositivo.",
    ],
    LessonsOf => ["Lessons: {game}", "Уроки: {game}", "Lezioni: {game}"],
    LessonStepOf => ["Step {n} of {total}", "Шаг {n} из {total}", "Passo {n} di {total}"],
    LessonStepDone => ["Step {n}, done", "Шаг {n}, пройден", "Passo {n}, completato"],
    LessonStepsDone => ["{done} of {total} steps done", "Пройдено шагов: {done} из {total}", "Passi completati: {done} su {total}"],
    LessonDoneBadge => ["done", "пройден", "completata"],
    LessonStart => ["Start", "Начать", "Inizia"],
    LessonContinue => ["Continue: {lesson}", "Продолжить: {lesson}", "Continua: {lesson}"],
    LessonAllDone => [
        "You have finished every lesson of {game}.",
        "Вы прошли все уроки игры «{game}».",
        "Hai completato tutte le lezioni di {game}.",
    ],
    LessonTask => ["Your task", "Задание", "Il tuo compito"],
    LessonBack => ["Back", "Назад", "Indietro"],
    LessonNext => ["Next", "Далее", "Avanti"],
    LessonSkip => ["Skip this step", "Пропустить шаг", "Salta questo passo"],
    LessonFinish => ["Finish the lesson", "Завершить урок", "Concludi la lezione"],
    LessonTryAgain => ["Try again", "Попробовать ещё раз", "Riprova"],
    LessonRestart => ["Start the step again", "Начать шаг заново", "Ricomincia il passo"],
    LessonComplete => ["Lesson complete!", "Урок пройден!", "Lezione completata!"],
    LessonStepsLeft => [
        "You reached the end of the lesson; steps still to do: {n}.",
        "Вы дошли до конца урока; не пройдено шагов: {n}.",
        "Sei arrivato alla fine della lezione; passi ancora da fare: {n}.",
    ],
    LessonPlayGame => ["Play a game", "Сыграть партию", "Gioca una partita"],
    LessonNextLesson => ["Next lesson: {title}", "Следующий урок: {title}", "Prossima lezione: {title}"],
    LessonLoading => ["Loading the lessons…", "Загрузка уроков…", "Caricamento delle lezioni…"],
    LessonLoadFailed => [
        "The lessons could not be loaded. Check your connection and reload the page.",
        "Не удалось загрузить уроки. Проверьте подключение и перезагрузите страницу.",
        "Impossibile caricare le lezioni. Controlla la connessione e ricarica la pagina.",
    ],
    LessonMissing => [
        "There is no such lesson or step. Choose a lesson from the list.",
        "Такого урока или шага нет. Выберите урок из списка.",
        "Questa lezione o questo passo non esiste. Scegli una lezione dall'elenco.",
    ],
    LessonOpponentAnswers => ["Your opponent answers…", "Соперник отвечает…", "L'avversario risponde…"],
    LessonTurnsLeft => [
        "Your move. Turns left for this task: {n}.",
        "Ваш ход. Осталось ходов на это задание: {n}.",
        "Tocca a te. Turni rimasti per questo compito: {n}.",
    ],
    LessonSelected => [
        "Your disc on {sq}: {piece}. It must move now.",
        "Ваша фишка на {sq}: {piece}. Теперь ходить нужно ею.",
        "La tua pedina in {sq}: {piece}. Ora deve muovere.",
    ],
    LessonMoves => ["Moves so far:", "Ходы:", "Mosse finora:"],
    LessonRulesLink => [
        "The complete rulebook",
        "Полные правила (на английском)",
        "Il regolamento completo (in inglese)",
    ],

    // --- the embed route (embed/): a parameter it cannot read, in one sentence ------------
    EmbedNoGame => [
        "No game is named: add game=incerto, hidden-random or hidden-chess.",
        "Не указана игра: добавьте game=incerto, hidden-random или hidden-chess.",
        "Nessun gioco indicato: aggiungi game=incerto, hidden-random o hidden-chess.",
    ],
    EmbedNotAGame => [
        "“{value}” is not a game: use incerto, hidden-random or hidden-chess.",
        "«{value}» — не игра: укажите incerto, hidden-random или hidden-chess.",
        "«{value}» non è un gioco: usa incerto, hidden-random o hidden-chess.",
    ],
    EmbedNothingToShow => [
        "Nothing to show: name a lesson (lesson=…) or a position (fen=…).",
        "Нечего показать: укажите урок (lesson=…) или позицию (fen=…).",
        "Niente da mostrare: indica una lezione (lesson=…) o una posizione (fen=…).",
    ],
    EmbedLessonAndFen => [
        "Give either a lesson or a position (fen), not both.",
        "Укажите либо урок, либо позицию (fen), но не то и другое.",
        "Indica una lezione oppure una posizione (fen), non entrambe.",
    ],
    EmbedTwice => [
        "The parameter {param} is given twice.",
        "Параметр {param} указан дважды.",
        "Il parametro {param} è indicato due volte.",
    ],
    EmbedBadValue => [
        "“{value}” is not a valid value of {param}: use {allowed}.",
        "«{value}» — недопустимое значение {param}: укажите {allowed}.",
        "«{value}» non è un valore valido di {param}: usa {allowed}.",
    ],
    EmbedBadFen => [
        "The position in fen is not a position of {game} the app can set up.",
        "Позиция в fen не является позицией игры «{game}», которую можно расставить.",
        "La posizione in fen non è una posizione di {game} che l'app può preparare.",
    ],
    EmbedNoLesson => [
        "{game} has no lesson “{lesson}”.",
        "В игре «{game}» нет урока «{lesson}».",
        "{game} non ha la lezione «{lesson}».",
    ],
    EmbedNoStep => [
        "The lesson “{lesson}” has no step “{step}”.",
        "В уроке «{lesson}» нет шага «{step}».",
        "La lezione «{lesson}» non ha il passo «{step}».",
    ],
    EmbedOpenApp => [
        "More lessons and real games in the app",
        "Другие уроки и настоящие партии — в приложении",
        "Altre lezioni e partite vere nell'app",
    ],
    EmbedPosition => ["Position: {game}", "Позиция: {game}", "Posizione: {game}"],
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fingerprint_covers_every_english_string() {
        // FNV-1a of "a\0" and of "a\0b\0", by hand: the digest runs over each string and a zero.
        assert_eq!(fingerprint(FNV_BASIS, &["a"]), 0x2b24_d044);
        assert_ne!(
            fingerprint(FNV_BASIS, &["a", "b"]),
            fingerprint(FNV_BASIS, &["ab"])
        );
        assert_ne!(FINGERPRINT, fingerprint(FNV_BASIS, Key::ENGLISH));
    }
}

// The two-device page's own strings (web/friend: the invitation, the answer, the
// connection): a table of their own, so the other pages link none of them. A language file
// holds them after the lessons' strings.
table! {
    FriendKey after Key::ALL.len() + LessonKey::ALL.len();
    InviteTitle => ["Invite a friend", "Пригласите друга", "Invita un amico"],
    InvitedTitle => ["Your friend invites you", "Друг приглашает вас", "Un amico ti invita"],
    YouPlayWhite => ["You play White", "Вы играете белыми", "Giochi con il Bianco"],
    YouPlayBlack => ["You play Black", "Вы играете чёрными", "Giochi con il Nero"],
    NoClock => ["no clock", "без часов", "senza orologio"],
    ClockLine => ["clock {clock}", "часы {clock}", "orologio {clock}"],
    MakingInvitation => ["Making the invitation…", "Готовим приглашение…", "Preparo l'invito…"],
    MakingAnswer => ["Making the answer…", "Готовим ответ…", "Preparo la risposta…"],
    InviteStep => [
        "Send this invitation to your friend: they open the link, or scan the code with their phone's camera.",
        "Отправьте это приглашение другу: пусть он откроет ссылку или наведёт на код камеру телефона.",
        "Manda questo invito al tuo amico: apre il link oppure inquadra il codice con la fotocamera del telefono.",
    ],
    PasteStep => [
        "Their page then shows an answer. Open the answer's link on this device, or paste it here:",
        "Его страница покажет ответ. Откройте ссылку ответа на этом устройстве или вставьте её сюда:",
        "La sua pagina mostra poi una risposta. Apri il link della risposta su questo dispositivo, oppure incollalo qui:",
    ],
    AnswerStep => [
        "Send this answer back to your friend: they open its link on their device, or paste it into their invitation's page. The devices connect when it arrives.",
        "Отправьте этот ответ другу: пусть он откроет ссылку на своём устройстве или вставит её на странице приглашения. Когда ответ дойдёт, устройства соединятся.",
        "Rimanda questa risposta al tuo amico: apre il link sul suo dispositivo, oppure lo incolla nella pagina dell'invito. Quando arriva, i dispositivi si collegano.",
    ],
    InvitationQr => ["QR code of the invitation", "QR-код приглашения", "Codice QR dell'invito"],
    AnswerQr => ["QR code of the answer", "QR-код ответа", "Codice QR della risposta"],
    CopyLink => ["Copy the link", "Скопировать ссылку", "Copia il link"],
    CodeAsText => ["The code as text", "Код текстом", "Il codice come testo"],
    PasteLabel => ["The answer's link or text", "Ссылка или текст ответа", "Link o testo della risposta"],
    ConnectButton => ["Connect", "Соединить", "Collega"],
    AnswerButton => ["Answer", "Ответить", "Rispondi"],
    PublicStun => [
        "Connect across the internet through a public server (stun.l.google.com)",
        "Соединяться через интернет с помощью публичного сервера (stun.l.google.com)",
        "Collegati via internet tramite un server pubblico (stun.l.google.com)",
    ],
    PublicStunNote => [
        "It sees the two devices' addresses, never the game. Without it only devices on one network connect, and nothing outside that network is contacted.",
        "Он видит адреса двух устройств, но не партию. Без него соединяются только устройства одной сети, и ни к чему вне этой сети обращений нет.",
        "Vede gli indirizzi dei due dispositivi, mai la partita. Senza di lui si collegano solo dispositivi della stessa rete, e nulla fuori da quella rete viene contattato.",
    ],
    StunAsked => [
        "Your friend's invitation connects through a public server (stun.l.google.com), which will see this device's address, never the game.",
        "Приглашение друга соединяет через публичный сервер (stun.l.google.com): он увидит адрес этого устройства, но не партию.",
        "L'invito del tuo amico passa per un server pubblico (stun.l.google.com), che vedrà l'indirizzo di questo dispositivo, mai la partita.",
    ],
    OwnServers => ["Your own STUN or TURN servers", "Свои серверы STUN или TURN", "I tuoi server STUN o TURN"],
    OwnServersHelp => [
        "One a line: stun:host:port, or turn:host:port followed by the user name and the password.",
        "По одному в строке: stun:хост:порт или turn:хост:порт, затем имя пользователя и пароль.",
        "Uno per riga: stun:host:porta, oppure turn:host:porta seguito dal nome utente e dalla password.",
    ],
    SaveServers => ["Use these servers", "Использовать эти серверы", "Usa questi server"],
    BadServer => [
        "Line {line} is not a server: write stun:, turn: or turns:, then the host and the port.",
        "Строка {line} — не сервер: напишите stun:, turn: или turns:, затем хост и порт.",
        "La riga {line} non è un server: scrivi stun:, turn: o turns:, poi host e porta.",
    ],
    ServersSaved => ["Saved: the next invitation uses them.", "Сохранено: следующее приглашение их использует.", "Salvati: il prossimo invito li usa."],
    StateConnecting => ["Connecting…", "Соединение…", "Collegamento…"],
    StateWaiting => [
        "Waiting for the other device.",
        "Ждём другое устройство.",
        "In attesa dell'altro dispositivo.",
    ],
    StateConnected => [
        "Connected to your friend's device.",
        "Соединение с устройством друга установлено.",
        "Collegato al dispositivo del tuo amico.",
    ],
    StateReconnecting => [
        "Reconnecting: the devices lost each other and are trying again.",
        "Переподключение: устройства потеряли связь и пробуют снова.",
        "Ricollegamento: i dispositivi si sono persi e ci riprovano.",
    ],
    StateLost => [
        "The connection is lost: make a new invitation to connect again.",
        "Соединение потеряно: чтобы соединиться снова, создайте новое приглашение.",
        "Il collegamento è perso: crea un nuovo invito per ricollegarti.",
    ],
    StateUnreachable => [
        "The devices could not reach each other. On one network: check that both are on the same Wi-Fi, and that it is not a guest network. Across the internet: turn on the public server and make a new invitation, or add a TURN server of your own.",
        "Устройства не смогли связаться. В одной сети проверьте, что оба подключены к одному Wi-Fi и это не гостевая сеть. Через интернет включите публичный сервер и создайте новое приглашение или добавьте свой TURN-сервер.",
        "I dispositivi non sono riusciti a raggiungersi. Sulla stessa rete: controlla che siano sullo stesso Wi-Fi e che non sia una rete ospiti. Via internet: attiva il server pubblico e crea un nuovo invito, oppure aggiungi un tuo server TURN.",
    ],
    NewInvitation => ["Make a new invitation", "Новое приглашение", "Crea un nuovo invito"],
    CheckingTabs => [
        "Looking for the invitation's page on this device…",
        "Ищем страницу приглашения на этом устройстве…",
        "Cerco la pagina dell'invito su questo dispositivo…",
    ],
    Passed => [
        "The answer went to the invitation's page on this device: go back to it. You can close this tab.",
        "Ответ передан странице приглашения на этом устройстве: вернитесь к ней. Эту вкладку можно закрыть.",
        "La risposta è passata alla pagina dell'invito su questo dispositivo: torna lì. Puoi chiudere questa scheda.",
    ],
    ProblemDamaged => [
        "This code is damaged or incomplete: copy it again, whole.",
        "Код повреждён или неполон: скопируйте его ещё раз целиком.",
        "Questo codice è danneggiato o incompleto: copialo di nuovo, per intero.",
    ],
    ProblemNewer => [
        "This code was made by a newer version of Incerto: reload this page to update it, then open the code again.",
        "Код создан более новой версией Incerto: перезагрузите страницу, чтобы обновить её, и откройте код снова.",
        "Questo codice viene da una versione più recente di Incerto: ricarica la pagina per aggiornarla, poi riapri il codice.",
    ],
    ProblemOlder => [
        "This code was made by an older version of Incerto: ask your friend to reload their page and send a new one.",
        "Код создан более старой версией Incerto: попросите друга перезагрузить страницу и прислать новый.",
        "Questo codice viene da una versione più vecchia di Incerto: chiedi al tuo amico di ricaricare la pagina e mandarne uno nuovo.",
    ],
    ProblemOld => [
        "This code is more than a day old: ask for a new invitation.",
        "Этому коду больше суток: попросите новое приглашение.",
        "Questo codice ha più di un giorno: chiedi un nuovo invito.",
    ],
    ProblemOwn => [
        "This is this device's own invitation: send it to your friend, to open on their device.",
        "Это приглашение создано на этом устройстве: отправьте его другу, чтобы он открыл его на своём.",
        "Questo è l'invito di questo dispositivo: mandalo al tuo amico, da aprire sul suo.",
    ],
    ProblemUsed => [
        "This device has answered this invitation already. To connect again, ask your friend for a new invitation.",
        "Это устройство уже ответило на это приглашение. Чтобы соединиться снова, попросите у друга новое приглашение.",
        "Questo dispositivo ha già risposto a questo invito. Per ricollegarti, chiedi al tuo amico un nuovo invito.",
    ],
    ProblemNotInvitation => [
        "This is an answer, not an invitation: it belongs on the device that made the invitation.",
        "Это ответ, а не приглашение: его открывают на устройстве, создавшем приглашение.",
        "Questa è una risposta, non un invito: va aperta sul dispositivo che ha creato l'invito.",
    ],
    ProblemNotAnswer => [
        "This is an invitation, not an answer: open it on your friend's device.",
        "Это приглашение, а не ответ: откройте его на устройстве друга.",
        "Questo è un invito, non una risposta: aprilo sul dispositivo del tuo amico.",
    ],
    ProblemForeign => [
        "This answer is for another invitation: send your friend the invitation of this page.",
        "Этот ответ — на другое приглашение: отправьте другу приглашение с этой страницы.",
        "Questa risposta è per un altro invito: manda al tuo amico l'invito di questa pagina.",
    ],
    ProblemNoTab => [
        "No page on this device is waiting for this answer. If the invitation's tab was closed, make a new invitation.",
        "Ни одна страница на этом устройстве не ждёт этого ответа. Если вкладку приглашения закрыли, создайте новое приглашение.",
        "Nessuna pagina su questo dispositivo aspetta questa risposta. Se la scheda dell'invito è stata chiusa, crea un nuovo invito.",
    ],
    ProblemUnknownGame => [
        "This invitation is to go on with a game this device does not have.",
        "Это приглашение продолжить партию, которой на этом устройстве нет.",
        "Questo invito serve a continuare una partita che questo dispositivo non ha.",
    ],
    ProblemAddress => [
        "This address's game, side or clock does not read: choose them on the new-game screen.",
        "В этом адресе не читается игра, сторона или часы: выберите их на экране новой партии.",
        "In questo indirizzo gioco, colore o orologio non si leggono: sceglili nella schermata della nuova partita.",
    ],
    ProblemBrowser => [
        "This browser could not make a direct connection ({why}). Try another browser, or check that WebRTC is not turned off.",
        "Браузер не смог создать прямое соединение ({why}). Попробуйте другой браузер или проверьте, не отключён ли WebRTC.",
        "Questo browser non è riuscito a creare un collegamento diretto ({why}). Prova un altro browser, o controlla che WebRTC non sia disattivato.",
    ],
}
